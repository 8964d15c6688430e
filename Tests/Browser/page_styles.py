#!/usr/bin/env python3
"""Reads rendered pages in headless Chromium, in light and in dark, with and
without the stylesheet.

Usage: page_styles.py STANDARD.html ACCENT.html LIGHT.html DARK.html BARE.html
The pages are one form after a failed submission, rendered by
BrowserTests.swift: with the standard theme, a theme that changes only the
accent, a theme with light backgrounds, one with a dark background, and the
standard page without a stylesheet. Prints one line per failed check and
exits 1 if any failed; exits 77 when Chromium, chromedriver or selenium is
missing.

Checked:
- with the reader preferring light and then dark, labels, hints, inline
  messages, the summary's links, link rows and typed text have WCAG AA
  contrast (4.5:1) on what is behind them; a theme with colours of its own
  keeps the scheme they are made for (its page is light, or dark, whatever
  the reader prefers);
- a number's unit is beside it;
- Enter in a field submits with the Submit button (not a group's Add), the
  hidden first button;
- without the stylesheet, the first button is the Submit that Enter presses.
"""
import os
import sys

# First: it exits 77, for the Swift tests to skip, when selenium or Chromium is missing.
import headless  # noqa: F401
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from headless import check, driver, finish

STANDARD, ACCENT, LIGHT, DARK, BARE = (os.path.abspath(path) for path in sys.argv[1:6])

# Colours as Chromium computes them, the background behind an element (the
# first ancestor with one), and WCAG's contrast ratio.
SCRIPT = """
function rgb(text) {
  const parts = text.match(/[0-9.]+/g).map(Number);
  return {r: parts[0], g: parts[1], b: parts[2], a: parts.length > 3 ? parts[3] : 1};
}
function behind(element) {
  for (let node = element; node; node = node.parentElement) {
    const colour = rgb(getComputedStyle(node).backgroundColor);
    if (colour.a > 0) return colour;
  }
  return {r: 255, g: 255, b: 255, a: 1};
}
function luminance(c) {
  const linear = [c.r, c.g, c.b].map(v => { v /= 255; return v <= 0.04045 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); });
  return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2];
}
const element = arguments[0];
const fore = luminance(rgb(getComputedStyle(element).color)), back = luminance(behind(element));
return [(Math.max(fore, back) + 0.05) / (Math.min(fore, back) + 0.05), back];
"""


def prefer(scheme):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})


def contrast(element):
    return driver.execute_script(SCRIPT, element)


def readable(path, name, scheme, expected_background):
    """Every label, hint, message and input of the page reads on what is
    behind it; the page's background is light or dark as expected."""
    driver.get("file://" + path)
    selectors = [
        ".fk-label", ".fk-hint", ".fk-error-message", ".fk-input", ".fk-section > legend", ".fk-error-summary__title",
        ".fk-error-summary__list a", ".fk-link",
    ]
    for selector in selectors:
        elements = driver.find_elements(By.CSS_SELECTOR, selector)
        check(elements, f"{name}, {scheme}: no {selector} on the page")
        for element in elements[:3]:
            ratio, background = contrast(element)
            check(ratio >= 4.5, f"{name}, reader prefers {scheme}: {selector} has contrast {ratio:.2f}:1 on its background")
            if selector == ".fk-label" and expected_background:
                is_dark = background < 0.179
                check(is_dark == (expected_background == "dark"), f"{name}, reader prefers {scheme}: the page is not {expected_background}")


try:
    for scheme in ("light", "dark"):
        prefer(scheme)
        readable(STANDARD, "standard theme", scheme, scheme)
        readable(ACCENT, "accent-only theme (a dark accent: a light page)", scheme, "light")
        readable(LIGHT, "light theme", scheme, "light")
        readable(DARK, "dark theme", scheme, "dark")
    prefer("light")

    # A number's unit is beside it, not on a line of its own.
    driver.get("file://" + STANDARD)
    number = driver.find_element(By.ID, "field-textSize").rect
    unit = driver.find_element(By.CSS_SELECTOR, ".fk-unit").rect
    middle = lambda rect: rect["y"] + rect["height"] / 2
    check(abs(middle(number) - middle(unit)) < 4 and unit["x"] > number["x"] + number["width"],
          f"the unit is not beside its number: {number} and {unit}")

    # Enter in a field presses the form's first submit button: Submit.
    driver.get("file://" + STANDARD)
    driver.execute_script(
        "window.__submitter = null;"
        "document.querySelector('form').addEventListener('submit', event => {"
        " window.__submitter = event.submitter ? event.submitter.value : 'none'; event.preventDefault(); });"
    )
    driver.find_element(By.ID, "field-name").send_keys("Ada" + Keys.ENTER)
    submitter = driver.execute_script("return window.__submitter")
    check(submitter == "submit", f"Enter in a field submitted with {submitter!r}, not the Submit button")

    # Without the stylesheet, the page is plain HTML in reading order: its
    # first button is the Submit that Enter presses, and every control is
    # after its label.
    driver.get("file://" + BARE)
    check(not driver.find_elements(By.CSS_SELECTOR, "link[rel=stylesheet], style"), "the bare page has a stylesheet")
    shown = [button for button in driver.find_elements(By.CSS_SELECTOR, "button") if button.is_displayed()]
    check(shown and shown[0].get_attribute("value") == "submit", f"without a stylesheet the first button is {shown[0].text if shown else None!r}")
finally:
    finish()
