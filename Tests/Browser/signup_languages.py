#!/usr/bin/env python3
"""Signs up at formskit-web's /signup in Arabic and in Russian, in headless
Chromium whose Accept-Language asks for the language, as a person reading
it would: every page is in the language (lang, dir, the step's progress,
the error summary, the confirmation), Arabic pages read right to left
with addresses left to right, and axe-core finds nothing wrong at 390 and
1280 px, light and dark.

Usage: signup_languages.py BASE_URL [SCREENSHOTS]
With SCREENSHOTS (a folder), the first step with its messages is saved
there, 390 px wide, as signup-ar.png and signup-ru.png (the docs' images).
Prints one line per failed check (with a screenshot) and exits 1 if any
failed; exits 77 when Chromium, chromedriver, selenium or
axe-selenium-python is missing.
"""
import os
import re
import sys

try:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select
except ImportError:
    print("selenium is not installed (pip install selenium)")
    sys.exit(77)

try:
    from axe_selenium_python import Axe
except ImportError:
    print("axe-selenium-python is not installed (pip install axe-selenium-python)")
    sys.exit(77)

from headless import check, finish, new_driver, wait_for

BASE = sys.argv[1]
SCREENSHOTS = sys.argv[2] if len(sys.argv) > 2 else None
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PAIR = re.compile(r'^\s*"((?:[^"\\]|\\.)*)"\s*=\s*"((?:[^"\\]|\\.)*)"\s*;\s*$')


def words(module, tag):
    """The texts of a module's Localizable.strings in `tag`."""
    found = {}
    path = os.path.join(ROOT, "Sources", module, "Resources", f"{tag}.lproj", "Localizable.strings")
    for line in open(path, encoding="utf-8"):
        match = PAIR.match(line)
        if match:
            found[match.group(1)] = match.group(2).replace('\\"', '"').replace("\\\\", "\\")
    return found


PEOPLE = {"ar": "ليلى الحسن", "ru": "Анна Каренина"}


def axe(browser, what):
    """axe-core on the page as it is, 390 and 1280 px wide, light and dark."""
    try:
        for width, height, mobile in ((390, 844, True), (1280, 900, False)):
            browser.execute_cdp_cmd(
                "Emulation.setDeviceMetricsOverride", {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile})
            for scheme in ("light", "dark"):
                browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
                checker = Axe(browser)
                checker.inject()
                violations = [f"{v['id']} ({v['impact']}): {[n['target'] for n in v['nodes']]}" for v in checker.run()["violations"]]
                check(not violations, f"{what}, {width} px, {scheme}: axe: {violations}", browser)
    finally:
        browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})


def press(browser, value):
    """Presses the page's visible button with this `_fk_action` value and
    waits for the next page."""
    old = browser.find_element(By.TAG_NAME, "html")
    buttons = [b for b in browser.find_elements(By.CSS_SELECTOR, f"button[value='{value}']:not(.fk-visually-hidden)") if b.is_displayed()]
    check(buttons, f"no {value} button on {browser.current_url}", browser)
    if buttons:
        buttons[0].click()
        wait_for(lambda: old.id != browser.find_element(By.TAG_NAME, "html").id)


def walk(tag):
    core, model, demo, web = words("FormsKit", tag), words("FormsKitModel", tag), words("FormsKitExamples", tag), words("FormsKitWeb", tag)
    browser = new_driver(language=tag)
    what = lambda text: f"{tag}: {text}"
    browser.get(BASE + "/signup")
    wait_for(lambda: browser.find_elements(By.ID, "field-email"))
    html = browser.find_element(By.TAG_NAME, "html")
    check(html.get_attribute("lang") == tag, what(f"lang is {html.get_attribute('lang')!r}"), browser)
    check(html.get_attribute("dir") == ("rtl" if tag == "ar" else "ltr"), what(f"dir is {html.get_attribute('dir')!r}"), browser)
    step = browser.find_element(By.ID, "fk-step").text
    expected = model["step.progress"].replace("{number}", "1").replace("{count}", "3").replace("{title}", demo["Account"])
    check(step == expected, what(f"the step reads {step!r}, not {expected!r}"), browser)
    check(demo["Sign up"] in browser.title, what(f"the title is {browser.title!r}"), browser)
    if tag == "ar":
        email = browser.find_element(By.ID, "field-email")
        check(email.get_attribute("dir") == "ltr", what("an address is typed left to right"), browser)
        check(browser.execute_script("return getComputedStyle(document.querySelector('.fk-page')).direction") == "rtl",
              what("the page is not laid out right to left"), browser)

    # Continue with nothing typed: the messages, in the language.
    press(browser, "continue")
    wait_for(lambda: browser.find_elements(By.CSS_SELECTOR, ".fk-error-summary"))
    summary = browser.find_element(By.CSS_SELECTOR, ".fk-error-summary__title").text
    check(summary == core["errorSummaryTitle"], what(f"the summary is headed {summary!r}"), browser)
    check(browser.title.startswith(core["errorPrefix"]), what(f"the title {browser.title!r} does not start with the error prefix"), browser)
    listed = [a.text for a in browser.find_elements(By.CSS_SELECTOR, ".fk-error-summary__list a")]
    check(demo["Enter your email address"] in listed, what(f"the summary lists {listed}"), browser)
    axe(browser, what("the account step with its messages"))
    if SCREENSHOTS:
        browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": 390, "height": 844, "deviceScaleFactor": 2, "mobile": True})
        browser.save_screenshot(os.path.join(SCREENSHOTS, f"signup-{tag}.png"))
        browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})

    # The account, then about you.
    browser.find_element(By.ID, "field-email").send_keys(f"{tag}@example.com")
    for field in ("field-password", "field-confirmation"):
        browser.find_element(By.ID, field).send_keys("correct horse battery")
    browser.find_element(By.ID, "field-accountType").click()
    press(browser, "continue")
    check(wait_for(lambda: browser.find_elements(By.ID, "field-fullName")), what("Continue did not reach About you"), browser)
    browser.find_element(By.ID, "field-fullName").send_keys(PEOPLE[tag])
    Select(browser.find_element(By.ID, "field-country")).select_by_index(2)
    press(browser, "continue")
    check(wait_for(lambda: browser.find_elements(By.CSS_SELECTOR, "button[value=submit]:not(.fk-visually-hidden)")),
          what("Continue did not reach the review"), browser)
    review = browser.find_element(By.TAG_NAME, "main").text
    check(PEOPLE[tag] in review and f"{tag}@example.com" in review, what("the review does not list the answers"), browser)
    check(demo["Japan"] in review, what(f"the review names the country as {demo['Japan']!r}"), browser)
    check(model["answer.set"] in review, what("the review says the password is set"), browser)
    axe(browser, what("the review"))

    # Create account: the confirmation says so, in the language.
    press(browser, "submit")
    check(wait_for(lambda: browser.find_elements(By.CSS_SELECTOR, ".fk-panel__title")), what("no confirmation"), browser)
    panel = browser.find_element(By.CSS_SELECTOR, ".fk-panel__title").text
    check(PEOPLE[tag] in panel and "Welcome" not in panel, what(f"the confirmation reads {panel!r}"), browser)
    check(browser.find_element(By.TAG_NAME, "html").get_attribute("lang") == tag, what("the confirmation is not in the language"), browser)
    check(web["fillInAgain"] in browser.find_element(By.TAG_NAME, "main").text, what("the link to fill the form in again is not in the language"),
          browser)
    axe(browser, what("the confirmation"))


for language in ("ar", "ru"):
    walk(language)
finish()
