"""A draft in a real browser across a restart of the server: what was typed
on /create-plan, saved in the background by the live script, is shown again
with its notice by the server started anew on the same database and key.

Usage: drafts_restart.py FORMSKIT_WEB DATABASE HOME
Starts formskit-web itself (on a free port, with DATABASE and a HOME whose
data folder keeps the signing key), twice. Prints one line per failed check
(with a screenshot) and exits 1 if any failed; exits 77 when Chromium,
chromedriver or selenium is missing.
"""
import os
import re
import signal
import subprocess
import sys
import time

from selenium.webdriver.common.by import By

from headless import check, driver, finish, wait_for

BINARY, DATABASE, HOME = sys.argv[1], sys.argv[2], sys.argv[3]
TYPED = "Typed before the restart 名前 🙂"
servers = []


def start():
    """The server, and its address once it listens."""
    server = subprocess.Popen(
        [BINARY, "--port", "0", "--database-url", DATABASE],
        env={"PATH": "/usr/bin:/bin", "HOME": HOME}, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        line = server.stdout.readline()
        match = re.search(r"listening on 127\.0\.0\.1:(\d+)", line)
        if match:
            servers.append(server)
            return server, f"http://127.0.0.1:{match.group(1)}"
    server.kill()
    raise SystemExit("formskit-web did not start")


def stop(server):
    server.send_signal(signal.SIGTERM)
    check(server.wait(timeout=30) == 0, "the server did not stop cleanly on SIGTERM")


try:
    server, base = start()
    driver.get(base + "/create-plan")
    field = driver.find_element(By.ID, "field-name")
    field.send_keys(TYPED)
    # Saved in the background a few seconds after the change: the page
    # then leaves without asking.
    check(wait_for(lambda: driver.execute_script(
        "return document.querySelector('form[data-fk-drafts]') !== null")), "the page does not save drafts", driver)
    saved = wait_for(lambda: "fk_draft" in {cookie["name"] for cookie in driver.get_cookies()})
    check(saved, "no draft cookie after typing and waiting for the background save", driver)
    stop(server)

    server, base = start()
    driver.get(base + "/create-plan")
    source = driver.page_source
    check("What you typed before is back, as you left it." in source, "the restarted server did not show the draft's notice", driver)
    check(driver.find_element(By.ID, "field-name").get_attribute("value") == TYPED,
          f"the restarted server showed {driver.find_element(By.ID, 'field-name').get_attribute('value')!r}, not what was typed", driver)
    driver.find_element(By.XPATH, "//button[@value='discard-draft']").click()
    check(wait_for(lambda: driver.find_element(By.ID, "field-name").get_attribute("value") == ""), "Discard left the draft's text", driver)
    check("What you typed before is back" not in driver.page_source, "the notice stayed after Discard", driver)
    stop(server)
finally:
    for running in servers:
        if running.poll() is None:
            running.kill()
    finish()
