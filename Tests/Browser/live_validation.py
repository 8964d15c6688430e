#!/usr/bin/env python3
"""Drives FormsKit's live-validation script in headless Chromium.

Usage: live_validation.py PAGE.html VERDICTS.json
The page is a form rendered with HTMLFormRenderer (liveValidation = .inline)
by BrowserTests.swift; the verdicts are the server's on pairs of
passphrases ({"first", "second", "differs"}), which the page's cross-field
check must give too. Prints one line per failed check and exits 1 if any
failed; exits 77 when Chromium, chromedriver or selenium is missing.
"""
import json
import os
import sys

# First: it exits 77, for the Swift tests to skip, when selenium or Chromium is missing.
import headless  # noqa: F401
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from headless import check, driver, finish


def error_text(field):
    found = driver.find_elements(By.ID, "error-" + field)
    return driver.execute_script("return arguments[0].textContent", found[0]) if found else None


def control(field):
    return driver.find_element(By.ID, "field-" + field)


try:
    driver.get("file://" + os.path.abspath(sys.argv[1]))
    check(driver.execute_script("return document.querySelector('form[data-fk-live]') !== null"), "the form is marked live")
    leaving = "var e = new Event('beforeunload', {cancelable: true}); window.dispatchEvent(e); return e.defaultPrevented;"
    check(not driver.execute_script(leaving), "leaving an untouched page asks")

    # onChange: every edit validates; the message comes and goes.
    name = control("name")
    name.send_keys("A")
    check(error_text("name") == "Error: Must be at least 2 characters", f"name after one letter: {error_text('name')!r}")
    check(name.get_attribute("aria-invalid") == "true", "name is aria-invalid")
    check("error-name" in (name.get_attribute("aria-describedby") or ""), "name is described by its error")
    name.send_keys("da")
    check(error_text("name") is None, f"name after three letters: {error_text('name')!r}")
    check(name.get_attribute("aria-invalid") is None, "name is no longer invalid")
    name.send_keys(Keys.CONTROL, "a")
    name.send_keys(Keys.BACKSPACE)
    check(error_text("name") is not None and "required" in error_text("name"), f"name emptied: {error_text('name')!r}")

    # Characters are what a person sees: one flag is one character.
    name.send_keys("\U0001F1EB\U0001F1F7")
    check(error_text("name") is not None and "at least 2" in error_text("name"), f"a flag is one character: {error_text('name')!r}")

    # Email and URL shapes, as the server's rules.
    email = control("email")
    email.send_keys("ada@")
    check(error_text("email") is not None and "email" in error_text("email").lower(), f"email: {error_text('email')!r}")
    email.send_keys("example.com")
    check(error_text("email") is None, f"valid email: {error_text('email')!r}")
    website = control("website")
    website.send_keys("http://example.com")
    check(error_text("website") is not None, "an http URL where only https is allowed")
    # Shapes a browser takes and the server refuses (regression: passed live).
    for shape in ["https:example.com", "https://exa mple.com"]:
        website.clear()
        website.send_keys(shape)
        check(error_text("website") is not None, f"{shape!r} passed live; the server refuses it")
    website.clear()
    website.send_keys("https://\u4f8b\u3048.jp")
    check(error_text("website") is None, f"a host in Japanese, which the server takes: {error_text('website')!r}")
    website.clear()
    website.send_keys("https://example.com")
    check(error_text("website") is None, f"https URL: {error_text('website')!r}")

    # A pattern, with ICU's Unicode digits.
    postcode = control("postcode")
    postcode.send_keys("12")
    check(error_text("postcode") == "Error: Enter five digits", f"postcode: {error_text('postcode')!r}")
    postcode.send_keys("345")
    check(error_text("postcode") is None, f"five digits: {error_text('postcode')!r}")
    postcode.clear()
    postcode.send_keys("\u0661\u0662\u0663\u0664\u0665")
    check(error_text("postcode") is None, f"Arabic-Indic digits are digits, as on the server: {error_text('postcode')!r}")

    # A missing value gets one message, as on the server: that it is
    # required, not also that it is short (regression: both).
    name.send_keys(Keys.CONTROL, "a")
    name.send_keys(Keys.BACKSPACE)
    check(error_text("name") == "Error: This field is required", f"an emptied name: {error_text('name')!r}")
    # Text is counted as the server stores it: without the spaces at its
    # ends (regression: "  A  " passed a minimum of 2 live).
    name.send_keys("  A  ")
    check(error_text("name") == "Error: Must be at least 2 characters", f"a name of one letter and spaces: {error_text('name')!r}")
    name.send_keys(Keys.CONTROL, "a")
    name.send_keys("   ")
    check(error_text("name") == "Error: This field is required", f"a name of spaces: {error_text('name')!r}")
    name.send_keys(Keys.CONTROL, "a")
    name.send_keys("Ada")

    # Numbers: range and step.
    age = control("age")
    age.send_keys(Keys.CONTROL, "a")
    age.send_keys("17")
    check(error_text("age") is not None and "18" in error_text("age"), f"age 17: {error_text('age')!r}")
    # The message goes before the number and its unit, not between them.
    placement = driver.execute_script(
        "var e = document.getElementById('error-age'); return [e.parentNode.className, e.nextElementSibling.className];")
    check(placement == ["fk-row fk-row--error", "fk-input-with-unit"] or placement == ["fk-row", "fk-input-with-unit"],
          f"the age's live message is inside its number's span: {placement}")
    age.send_keys(Keys.CONTROL, "a")
    age.send_keys("21")
    check(error_text("age") is not None and "multiple" in error_text("age").lower(), f"age 21: {error_text('age')!r}")
    age.send_keys(Keys.CONTROL, "a")
    age.send_keys("20.5")
    check(error_text("age") is not None and "whole number" in error_text("age"),
          f"a whole-number field refuses 20.5 as the server does (regression: it passed): {error_text('age')!r}")
    age.send_keys(Keys.CONTROL, "a")
    age.send_keys("22")
    check(error_text("age") is None, f"age 22: {error_text('age')!r}")
    # Text a number input cannot read ("1-2"), which the browser would send
    # as nothing: said, and the page is not sent (regression: sent empty,
    # the saved number wiped).
    age.send_keys(Keys.CONTROL, "a")
    age.send_keys("1-2")
    bad = driver.execute_script("return arguments[0].validity.badInput", age)
    if bad:
        check(error_text("age") is not None and "whole number" in error_text("age"), f"age 1-2: {error_text('age')!r}")
        driver.execute_script("arguments[0].requestSubmit()", age.find_element(By.XPATH, "ancestor::form"))
        check(driver.execute_script("return document.querySelector('form[data-fk-live]') !== null"), "a page with 1-2 in a number was sent")
        check(driver.switch_to.active_element == age, "focus goes to the number that does not read")
    age.send_keys(Keys.CONTROL, "a")
    age.send_keys("22")
    check(error_text("age") is None, f"age 22 again: {error_text('age')!r}")
    # A number input without checks of its own (a decimal), holding text it
    # cannot read: the page is not sent either.
    driver.execute_script(
        "var i = document.createElement('input'); i.type = 'number'; i.name = 'extra'; i.id = 'field-extra';"
        "document.querySelector('form[data-fk-live]').appendChild(i);")
    extra = control("extra")
    extra.send_keys("1-2")
    if driver.execute_script("return arguments[0].validity.badInput", extra):
        driver.execute_script("arguments[0].requestSubmit()", extra.find_element(By.XPATH, "ancestor::form"))
        check(driver.execute_script("return document.querySelector('form[data-fk-live]') !== null"), "a page with 1-2 in a decimal was sent")
        check(driver.switch_to.active_element == extra, "focus goes to the decimal that does not read")
    driver.execute_script("document.getElementById('field-extra').remove()")

    # onBlur: nothing while focused, the message when left, then live.
    accepted = control("accepted")
    accepted.click()
    accepted.click()
    driver.execute_script("arguments[0].blur()", accepted)
    check(error_text("accepted") is not None, "an unchecked required box, once left")
    accepted.click()
    check(error_text("accepted") is None, f"checked: {error_text('accepted')!r}")

    # onSubmit fields are left to the server.
    note = control("note")
    note.send_keys("x")
    note.send_keys(Keys.BACKSPACE)
    driver.execute_script("arguments[0].blur()", note)
    check(error_text("note") is None, "an onSubmit field shows nothing before submission")

    # A cross-field match, live (regression: only on the server): nothing
    # on the repetition before it is checked; then a message that either
    # field clears or sets.
    phrase, again = control("phrase"), control("phraseAgain")
    phrase.send_keys("correct horse")
    check(error_text("phraseAgain") is None, f"a repetition not yet typed shows a message: {error_text('phraseAgain')!r}")
    again.send_keys("correct hors")
    check(error_text("phraseAgain") == "Error: The phrases are different", f"a different repetition: {error_text('phraseAgain')!r}")
    check(again.get_attribute("aria-invalid") == "true", "the repetition is aria-invalid")
    phrase.send_keys(Keys.BACKSPACE)
    check(error_text("phraseAgain") is None, f"fixing the first field leaves the message: {error_text('phraseAgain')!r}")
    phrase.send_keys("e")
    check(error_text("phraseAgain") == "Error: The phrases are different", f"changing the first field: {error_text('phraseAgain')!r}")
    again.send_keys("e")
    check(error_text("phraseAgain") is None and again.get_attribute("aria-invalid") is None, f"fixed: {error_text('phraseAgain')!r}")
    # The server's verdicts, text as the server stores and compares it.
    for case in json.load(open(sys.argv[2], encoding="utf-8")):
        driver.execute_script("""
            for (const [id, text] of [['field-phraseAgain', arguments[1]], ['field-phrase', arguments[0]]]) {
                const input = document.getElementById(id);
                input.value = text;
                input.dispatchEvent(new Event('input', {bubbles: true}));
            }""", case["first"], case["second"])
        live = error_text("phraseAgain") is not None
        check(live == case["differs"], f"{case['first']!r} and {case['second']!r}: live says {'different' if live else 'equal'}, the server the opposite")

    # Leaving with changes that were not sent asks first.
    check(driver.execute_script(leaving), "leaving a page with changes does not ask")

    # Sending: the submit buttons say so, and a second submission while the
    # first is on its way (a double click) is not sent.
    sent, held, busy, words = driver.execute_script("""
        var form = document.querySelector('form[data-fk-live]');
        var sent = 0, held = 0;
        form.addEventListener('submit', function (e) { if (e.defaultPrevented) { held++; } else { sent++; e.preventDefault(); } });
        var button = form.querySelector('button[value="submit"]');
        form.requestSubmit(button);
        form.requestSubmit(button);
        var visible = Array.prototype.filter.call(form.querySelectorAll('button[value="submit"]'),
            function (b) { return b.getAttribute('aria-hidden') !== 'true'; });
        return [sent, held, form.getAttribute('aria-busy'), visible.map(function (b) { return b.textContent; })];
    """)
    check([sent, held] == [1, 1], f"submissions sent and held back: {[sent, held]}")
    check(busy == "true", f"the form is not aria-busy while sending: {busy!r}")
    check(words and all(word == "Sending…" for word in words), f"the submit buttons while sending: {words}")

    # The script must not break the page: no errors in the console.
    logs = [entry for entry in driver.get_log("browser") if entry.get("level") == "SEVERE"]
    check(not logs, f"console errors: {logs}")
finally:
    finish()
