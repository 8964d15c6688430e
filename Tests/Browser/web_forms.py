#!/usr/bin/env python3
"""Drives forms served by FormsKitHummingbird in headless Chromium, under
their Content Security Policy.

Usage: web_forms.py BASE_URL
The server is started by WebFormBrowserTests.swift (a live Hummingbird app
with /create-plan and /card). Prints one line per failed check and exits 1
if any failed; exits 77 when Chromium, chromedriver or selenium is missing.
"""
import sys

# First: it exits 77, for the Swift tests to skip, when selenium or Chromium is missing.
import headless  # noqa: F401
from selenium.webdriver.common.by import By

from headless import check, driver, finish, wait_for

BASE = sys.argv[1]


def texts(selector):
    return [element.text for element in driver.find_elements(By.CSS_SELECTOR, selector)]


try:
    driver.get(BASE + "/create-plan")
    # The stylesheet applies (it is a file of this origin).
    color = driver.execute_script("return getComputedStyle(document.querySelector('button.fk-button')).backgroundColor")
    check(color not in ("rgba(0, 0, 0, 0)", "transparent", ""), f"the stylesheet did not apply: {color!r}")

    # The live-validation script runs (a file of this origin): a short name, once left.
    name = driver.find_element(By.ID, "field-name")
    name.send_keys("Ab")
    driver.execute_script("arguments[0].blur()", name)
    check(wait_for(lambda: any("at least 3" in text for text in texts(".fk-error-message"))), f"no live message: {texts('.fk-error-message')}")

    # A taken name: the server's message, the value kept.
    name.clear()
    name.send_keys("Personal")
    driver.find_element(By.CSS_SELECTOR, "button.fk-button").click()
    check(wait_for(lambda: driver.title == "Error: New Plan"), f"title after a taken name: {driver.title!r}")
    check(any("already exists" in text for text in texts(".fk-error-summary li")), f"summary: {texts('.fk-error-summary li')}")
    check(driver.find_element(By.ID, "field-name").get_attribute("value") == "Personal", "the name was not kept")

    # A new name: post/redirect/get, the flash message once.
    name = driver.find_element(By.ID, "field-name")
    name.clear()
    name.send_keys("Team")
    driver.find_element(By.CSS_SELECTOR, "button.fk-button").click()
    check(wait_for(lambda: texts(".fk-banner") == ["Plan \u201cTeam\u201d created."]), f"banner: {texts('.fk-banner')}")
    check(driver.current_url == BASE + "/create-plan", f"redirected to {driver.current_url}")
    driver.refresh()
    check(wait_for(lambda: driver.title == "New Plan") and texts(".fk-banner") == [], f"the flash message showed twice: {texts('.fk-banner')}")

    # The card's style attributes are allowed by their hashes.
    driver.get(BASE + "/card")
    padding = driver.execute_script("return getComputedStyle(document.querySelector('.fk-chrome-padding')).paddingTop")
    check(padding not in ("0px", ""), f"the card's padding (a style attribute) did not apply: {padding!r}")

    # Nothing was refused by the Content Security Policy, and nothing broke.
    logs = driver.get_log("browser")
    refused = [entry["message"] for entry in logs if "Content Security Policy" in entry["message"] or "Refused" in entry["message"]]
    check(not refused, f"refused by the Content Security Policy: {refused}")
    # Chromium reports the 422 page (and a missing favicon) as a failed load: expected.
    expected = ("status of 422", "favicon")
    severe = [entry["message"] for entry in logs if entry.get("level") == "SEVERE" and not any(text in entry["message"] for text in expected)]
    check(not severe, f"console errors: {severe}")
finally:
    finish()
