"""What the browser scripts share: headless Chromium under selenium, and a
list of failed checks.

A script imports `driver`, `check` and `finish` from here (and
`new_driver(javascript=False)` for a second browser with scripts off).
Importing exits with 77 when Chromium, chromedriver or selenium is missing,
which the Swift tests read as "skip" (unless CI=true).

A failed check saves a screenshot and the page's source of the browser it
was about in FORMSKIT_BROWSER_ARTIFACTS (by default `.build/browser-failures`
in the repository) and prints where, so CI keeps them as output.
"""
import os
import shutil
import sys
import time

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
_drivers = []


def new_driver(javascript=True, language=None):
    """A headless Chromium, with scripts off when `javascript` is false, and
    asking for pages in `language` (its Accept-Language) when given."""
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1200,1600"):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    prefs = {}
    if not javascript:
        prefs["profile.managed_default_content_settings.javascript"] = 2
    if language:
        options.add_argument(f"--lang={language}")
        prefs["intl.accept_languages"] = language
    if prefs:
        options.add_experimental_option("prefs", prefs)
    browser = webdriver.Chrome(service=Service(DRIVER), options=options)
    _drivers.append(browser)
    return browser


driver = new_driver()
failures = []
ARTIFACTS = os.environ.get("FORMSKIT_BROWSER_ARTIFACTS") or os.path.join(
    os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), ".build", "browser-failures"
)


def wait_for(condition, seconds=30):
    """Whether `condition()` became true within `seconds` (a condition that
    raises, as on a page still loading, counts as false)."""
    deadline = time.time() + seconds
    while time.time() < deadline:
        try:
            if condition():
                return True
        except Exception:
            pass
        time.sleep(0.05)
    return False


def check(condition, message, browser=None):
    """Records `message` when `condition` is false, with a screenshot and the
    page's source of `browser` (the first browser unless given)."""
    if condition:
        return
    failures.append(message)
    browser = browser or driver
    try:
        os.makedirs(ARTIFACTS, exist_ok=True)
        stem = os.path.join(ARTIFACTS, f"{os.path.basename(sys.argv[0]).removesuffix('.py')}-{len(failures)}")
        browser.get_screenshot_as_file(stem + ".png")
        with open(stem + ".html", "w", encoding="utf-8") as page:
            page.write(f"<!-- {browser.current_url}: {message} -->\n" + browser.page_source)
        failures[-1] += f" (screenshot and source: {stem}.png, {stem}.html)"
    except Exception as error:  # the check failed; saving its evidence must not hide that
        failures[-1] += f" (no screenshot: {error})"


def finish():
    """Quits the browsers, prints the failures and exits 1 if there were any."""
    for browser in _drivers:
        browser.quit()
    for failure in failures:
        print("FAILED:", failure)
    sys.exit(1 if failures else 0)
