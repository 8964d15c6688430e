"""What the browser scripts share: headless Chromium under selenium, and a
list of failed checks.

A script imports `driver`, `check` and `finish` from here. Importing exits
with 77 when Chromium, chromedriver or selenium is missing, which the Swift
tests read as "skip" (unless FORMSKIT_REQUIRE_BROWSER=1).
"""
import os
import shutil
import sys

try:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
except ImportError:
    print("selenium is not installed (pip install selenium)")
    sys.exit(77)

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
DRIVER = shutil.which("chromedriver")
if not CHROMIUM or not DRIVER:
    print("chromium or chromedriver is not installed (apt-get install chromium chromium-driver)")
    sys.exit(77)

# Selenium Manager must not try to reach the internet.
os.environ["SE_AVOID_STATS"] = "true"
_options = webdriver.ChromeOptions()
_options.binary_location = CHROMIUM
for _argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"):
    _options.add_argument(_argument)
_options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
driver = webdriver.Chrome(service=Service(DRIVER), options=_options)
failures = []


def check(condition, message):
    """Records `message` when `condition` is false."""
    if not condition:
        failures.append(message)


def finish():
    """Quits the browser, prints the failures and exits 1 if there were any."""
    driver.quit()
    for failure in failures:
        print("FAILED:", failure)
    sys.exit(1 if failures else 0)
