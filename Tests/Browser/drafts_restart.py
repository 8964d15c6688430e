"""Drafts in a real browser: what was typed on /create-plan, saved in the
background by the live script, is shown again with its notice by the server
started anew on the same database and key; a page sent after its token
expired, with scripts off, keeps what was typed for the browser opened again;
the sign-up in steps, opened again once its flow is gone, offers its draft
and Restore goes on at its step. A new tab offers a draft; it never takes
one unasked.

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

# First: it exits 77, for the Swift tests to skip, when selenium or Chromium is missing.
import headless  # noqa: F401
from selenium.webdriver.common.by import By

from headless import check, driver, finish, new_driver, wait_for

BINARY, DATABASE, HOME = sys.argv[1], sys.argv[2], sys.argv[3]
TYPED = "Typed before the restart 名前 🙂"
EXPIRED = "Typed on a page left open 名前"
servers = []


def start(*options):
    """The server, and its address once it listens."""
    server = subprocess.Popen(
        [BINARY, "--port", "0", "--database-url", DATABASE, *options],
        env={"PATH": "/usr/bin:/bin", "HOME": HOME}, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        line = server.stdout.readline()
        # Hummingbird's line (formskit-web), or Vapor's (formskit-web-vapor).
        match = re.search(r"(?:listening on |Server started on http://)127\.0\.0\.1:(\d+)", line)
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
    # The tab opened again (at the new server's port): the live script put
    # the tab in its address.
    tab = re.search(r"[?&]tab=([\w-]+)", driver.current_url)
    check(tab is not None, f"the page's address does not name its tab: {driver.current_url}", driver)
    driver.get(base + "/create-plan?tab=" + (tab.group(1) if tab else ""))
    source = driver.page_source
    check("What you typed before is back, as you left it." in source, "the restarted server did not show the draft's notice", driver)
    check(driver.find_element(By.ID, "field-name").get_attribute("value") == TYPED,
          f"the restarted server showed {driver.find_element(By.ID, 'field-name').get_attribute('value')!r}, not what was typed", driver)
    # A new tab starts fresh, and offers the draft until Restore.
    driver.switch_to.new_window("tab")
    driver.get(base + "/create-plan")
    check("Do you want it back?" in driver.page_source, "a new tab did not offer the draft", driver)
    check(driver.find_element(By.ID, "field-name").get_attribute("value") == "", "a new tab took the draft without asking", driver)
    driver.find_element(By.XPATH, "//button[@value='restore-draft']").click()
    check(wait_for(lambda: driver.find_element(By.ID, "field-name").get_attribute("value") == TYPED), "Restore did not bring the draft back", driver)
    driver.find_element(By.XPATH, "//button[@value='discard-draft']").click()
    check(wait_for(lambda: driver.find_element(By.ID, "field-name").get_attribute("value") == ""), "Discard left the draft's text", driver)
    check("What you typed before is back" not in driver.page_source, "the notice stayed after Discard", driver)
    stop(server)

    # A page sent after its token expired (two seconds here, two hours by
    # default), with scripts off so that nothing saves in the background:
    # shown again with what was typed, and that is the browser's draft.
    server, base = start("--token-lifetime", "2")
    plain = new_driver(javascript=False)
    plain.get(base + "/create-plan")
    plain.find_element(By.ID, "field-name").send_keys(EXPIRED)
    plain.find_element(By.ID, "field-email").send_keys("ada@example.com")
    time.sleep(3)
    plain.find_element(By.CSS_SELECTOR, "button.fk-button[value='submit']").click()
    check(wait_for(lambda: "This page was open for a long time" in plain.page_source), "the expired page did not say so", plain)
    check(plain.find_element(By.ID, "field-name").get_attribute("value") == EXPIRED, "the expired page lost what was typed", plain)
    # The browser closed: its session cookies go, the draft's stays.
    for cookie in plain.get_cookies():
        if "expiry" not in cookie:
            plain.delete_cookie(cookie["name"])
    plain.get(base + "/create-plan")
    check("Do you want it back?" in plain.page_source, "the draft of the expired page was not offered", plain)
    plain.find_element(By.XPATH, "//button[@value='restore-draft']").click()
    check(wait_for(lambda: "What you typed before is back, as you left it." in plain.page_source), "no draft's notice after Restore", plain)
    check(plain.find_element(By.ID, "field-name").get_attribute("value") == EXPIRED,
          "the browser opened again did not get what was typed on the expired page", plain)
    plain.find_element(By.CSS_SELECTOR, "button.fk-button[value='submit']").click()
    check(wait_for(lambda: "fk-banner--success" in plain.page_source and "What you typed before" not in plain.page_source),
          "sent again, the plan was not created", plain)

    # A form in steps whose flow is gone (two hours later, or ended by newer
    # flows) opens again at the step the person was on.
    plain.get(base + "/signup")
    plain.find_element(By.ID, "field-email").send_keys("grace@example.com")
    for name in ("password", "confirmation"):
        plain.find_element(By.ID, "field-" + name).send_keys("correct horse battery")
    plain.find_element(By.CSS_SELECTOR, "button[value='continue']").click()
    check(wait_for(lambda: "Step 2 of 3: About you" in plain.page_source), "Continue did not reach About you", plain)
    for cookie in plain.get_cookies():
        if cookie["name"].startswith("fk_flow_"):
            plain.delete_cookie(cookie["name"])
    plain.get(base + "/signup")
    check(wait_for(lambda: "Do you want it back?" in plain.page_source), "the sign-up did not offer its draft", plain)
    plain.find_element(By.XPATH, "//button[@value='restore-draft']").click()
    check(wait_for(lambda: "Step 2 of 3: About you" in plain.page_source), "the sign-up did not open again at About you", plain)
    check("What you typed before is back, as you left it." in plain.page_source, "no draft's notice on the sign-up", plain)
    plain.find_element(By.CSS_SELECTOR, "button[value='back']").click()
    check(wait_for(lambda: plain.find_element(By.ID, "field-email").get_attribute("value") == "grace@example.com"),
          "the account step lost its address", plain)
    stop(server)
finally:
    for running in servers:
        if running.poll() is None:
            running.kill()
    finish()
