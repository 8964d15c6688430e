#!/usr/bin/env python3
"""Uses formskit-web's demo forms as a person would, in headless Chromium,
once with JavaScript on (live validation) and once with it off.

Usage: web_demo.py BASE_URL
The server is the demo's router (WebDemo), started by
WebDemoBrowserTests.swift. Prints one line per failed check (with a
screenshot) and exits 1 if any failed; exits 77 when Chromium, chromedriver
or selenium is missing.

Checked on each browser:
- submitting an empty form: the title starts with "Error: ", the error
  summary has focus, each of its links moves focus to its field (the first
  option of a group), the fields are aria-invalid and say why;
- what was typed is kept after a failed submission, and the fixed form
  redirects (post/redirect/get) to a page with a flash message;
- a number and a date that do not read (sent by a client that does not
  check them) come back in text inputs that keep them, not in number and
  date inputs that would show nothing;
- a ticked box unticked and a checkbox group emptied are cleared on the
  server (the presence markers), not kept;
- a photo chosen in the file input goes with the form (multipart/form-data);
  after a failed submission the page asks for it again; one over the photo's
  rule is said as it is chosen (scripts on) or by the server with the other
  answers kept (scripts off), never a 413;
- the poll's Add, Move and Remove buttons work as plain submit buttons;
  its footer says that Enter in the last option adds one only with scripts
  on, where that is so;
- markup typed into fields comes back as text: no element, no script run;
- rows that show what other fields work out (the display's preview, the
  profile's bio length and avatar) follow the values as they are typed with
  scripts on, in a polite live region, without leaving the page; with
  scripts off, the next page shows them;
- every control has an accessible name, from Chromium's accessibility tree,
  and axe-core finds nothing wrong on any page (axe-selenium-python; with
  scripts on, as axe is a script);
- with scripts on, the profile's passwords are compared as they are typed,
  in either field, with the server's message;
- live validation runs with scripts on and nothing breaks without them;
  with scripts on, nothing is refused by the Content Security Policy and the
  console has no errors.
"""
import os
import re
import sys
import tempfile

# First: it exits 77, for the Swift tests to skip, when selenium or Chromium is missing.
import headless  # noqa: F401
from selenium.common.exceptions import NoAlertPresentException
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

try:
    from axe_selenium_python import Axe
except ImportError:
    print("axe-selenium-python is not installed (pip install axe-selenium-python)")
    sys.exit(77)

from headless import check, driver, finish, new_driver, wait_for

BASE = sys.argv[1]
PHOTO = os.path.join(tempfile.mkdtemp(), "me.png")
with open(PHOTO, "wb") as _photo:
    _photo.write(bytes([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) + bytes(200))
XSS = ['<img src=x onerror="window.__xss=1">', '"><script>window.__xss=2</script>']



def load(browser, path):
    browser.get(BASE + path)
    wait_for(lambda: browser.find_elements(By.CSS_SELECTOR, "form"))


def submit(browser, text="Save"):
    """Presses the visible submit button whose text starts with `text`, and
    waits for the next page."""
    old = browser.find_element(By.TAG_NAME, "html")
    buttons = [b for b in browser.find_elements(By.CSS_SELECTOR, "button[type=submit]:not(.fk-visually-hidden)") if b.is_displayed() and b.text.startswith(text)]
    buttons[0].click()
    wait_for(lambda: old.id != browser.find_element(By.TAG_NAME, "html").id)


def focused_id(browser):
    return browser.switch_to.active_element.get_attribute("id") or browser.switch_to.active_element.get_attribute("class")


def value(browser, element_id):
    return browser.find_element(By.ID, element_id).get_attribute("value")


def checked(browser, element_id):
    return browser.find_element(By.ID, element_id).is_selected()


def clear_text(browser, *element_ids):
    """Empties text fields that show what the profile saved last."""
    for element_id in element_ids:
        browser.find_element(By.ID, element_id).clear()


def errors_and_focus(browser, label):
    """An empty profile: the GOV.UK error pattern, and its links move focus."""
    load(browser, "/profile")
    clear_text(browser, "field-name", "field-email", "field-bio")
    submit(browser, "Save profile")
    check(browser.title.startswith("Error: "), f"{label}: title after an empty submit: {browser.title!r}", browser)
    # The summary takes focus once the page's deferred script runs, which a
    # loaded machine may do a moment after the page is there.
    check(
        wait_for(lambda: "fk-error-summary" in (browser.switch_to.active_element.get_attribute("class") or ""), seconds=5),
        f"{label}: the error summary does not have focus (focus is on {focused_id(browser)!r})",
        browser,
    )
    links = browser.find_elements(By.CSS_SELECTOR, ".fk-error-summary a")
    targets = [link.get_attribute("href").split("#", 1)[1] for link in links]
    check(len(targets) >= 2, f"{label}: summary links: {targets}", browser)
    for index, target in enumerate(targets):
        browser.find_elements(By.CSS_SELECTOR, ".fk-error-summary a")[index].click()
        check(
            wait_for(lambda: focused_id(browser) == target, 3),
            f"{label}: the summary link to #{target} left focus on {focused_id(browser)!r}",
            browser,
        )
        field = browser.find_element(By.ID, target)
        # A group's first option takes the link; its fieldset says why.
        groups = field.find_elements(By.XPATH, "ancestor::fieldset[contains(@class, 'fk-options')]")
        if groups:
            field = groups[0]
        check(field.get_attribute("aria-invalid") == "true", f"{label}: #{target} is not aria-invalid", browser)
        described = (field.get_attribute("aria-describedby") or "").split()
        check(any(browser.find_elements(By.ID, d) and "Error:" in browser.find_element(By.ID, d).text for d in described),
              f"{label}: #{target} is not described by its message: {described}", browser)


def kept_then_cleared(browser, label):
    """Values kept on a failed submit; an unticked box and an emptied group
    cleared on the server; then fixed, redirected with a flash message. The
    profile the first pass saved is shown again to the second."""
    load(browser, "/profile")
    banners = [element.text for element in browser.find_elements(By.CSS_SELECTOR, ".fk-banner p")]
    if label == "JavaScript on":
        # The empty profile sent before is the profile as it is: no draft.
        check(banners == [], f"{label}: a draft was offered for a form sent as it was: {banners}", browser)
    if label == "JavaScript off":
        # The first pass saved a profile, which this browser then emptied
        # and sent with errors in another tab: that is kept as its draft,
        # offered to this new tab, which shows the profile as saved until
        # Restore; then Discard shows the profile as saved again.
        offer = "What you typed in this form before was kept. Do you want it back?"
        check(banners == [offer], f"{label}: the draft of the failed submit was not offered: {banners}", browser)
        check(value(browser, "field-name") == "Ada", f"{label}: the offered draft was taken: {value(browser, 'field-name')!r}", browser)
        submit(browser, "Restore it")
        banners = [element.text for element in browser.find_elements(By.CSS_SELECTOR, ".fk-banner p")]
        check(banners == ["What you typed before is back, as you left it."], f"{label}: Restore did not say the draft is back: {banners}", browser)
        check(value(browser, "field-name") == "", f"{label}: the draft's emptied name came back as {value(browser, 'field-name')!r}", browser)
        submit(browser, "Discard it and start again")
        check(not browser.find_elements(By.CSS_SELECTOR, ".fk-banner"), f"{label}: the draft's notice stayed after Discard", browser)
        check(value(browser, "field-name") == "Ada", f"{label}: the saved profile was not shown again: {value(browser, 'field-name')!r}", browser)
    clear_text(browser, "field-name", "field-email", "field-bio")
    browser.find_element(By.ID, "field-email").send_keys("ada@example.com")
    browser.find_element(By.ID, "field-bio").send_keys("Hello <b>there</b> & you")
    browser.find_element(By.ID, "field-newsletter").click()
    interests = browser.find_elements(By.CSS_SELECTOR, "input[name=interests]")
    interests[0].click()
    interests[2].click()
    browser.find_element(By.ID, "field-photo").send_keys(PHOTO)  # sent as multipart/form-data
    submit(browser, "Save profile")  # the name is missing: 422
    check(browser.title.startswith("Error: "), f"{label}: no error without a name: {browser.title!r}", browser)
    check(value(browser, "field-email") == "ada@example.com", f"{label}: the email was not kept", browser)
    check(value(browser, "field-bio") == "Hello <b>there</b> & you", f"{label}: the bio was not kept: {value(browser, 'field-bio')!r}", browser)
    check(checked(browser, "field-newsletter"), f"{label}: the ticked newsletter box was not kept", browser)
    ticked = [box.get_attribute("value") for box in browser.find_elements(By.CSS_SELECTOR, "input[name=interests]") if box.is_selected()]
    check(ticked == ["0", "2"], f"{label}: the ticked interests were not kept: {ticked}", browser)
    chosen = [element.text for element in browser.find_elements(By.CSS_SELECTOR, ".fk-file-chosen")]
    check(chosen == ["Choose me.png again: files are not sent a second time"], f"{label}: the photo was not asked for again: {chosen}", browser)
    # Untick everything: the browser sends none of them.
    browser.find_element(By.ID, "field-newsletter").click()
    for box in browser.find_elements(By.CSS_SELECTOR, "input[name=interests]"):
        if box.is_selected():
            box.click()
    submit(browser, "Save profile")
    check(not checked(browser, "field-newsletter"), f"{label}: the unticked newsletter box came back ticked", browser)
    ticked = [box.get_attribute("value") for box in browser.find_elements(By.CSS_SELECTOR, "input[name=interests]") if box.is_selected()]
    check(ticked == [], f"{label}: the emptied interests came back: {ticked}", browser)
    # Fixed: post/redirect/get with a flash message.
    browser.find_element(By.ID, "field-name").send_keys("Ada")
    browser.find_element(By.ID, "field-password").send_keys("correct horse")
    browser.find_element(By.ID, "field-confirmation").send_keys("correct horse")
    browser.find_element(By.ID, "field-photo").send_keys(PHOTO)
    submit(browser, "Save profile")
    check(not browser.title.startswith("Error"), f"{label}: the fixed profile still fails: {browser.title!r}", browser)
    banners = [element.text for element in browser.find_elements(By.CSS_SELECTOR, ".fk-banner")]
    check(len(banners) == 1 and banners[0], f"{label}: no flash message after saving: {banners}", browser)
    # The page after the redirect is a new tab, which the live script names in the address.
    check(re.fullmatch(re.escape(BASE) + r"/profile(\?tab=[\w-]+)?", browser.current_url), f"{label}: redirected to {browser.current_url}", browser)


def passwords_live(browser, label):
    """The profile's "The passwords are different", a rule over two fields:
    with scripts on it is checked as the person types in either password,
    with the server's message, not only when the form is sent again
    (regression: it stayed after both were fixed)."""
    if label != "JavaScript on":
        return
    load(browser, "/profile")
    password, confirmation = browser.find_element(By.ID, "field-password"), browser.find_element(By.ID, "field-confirmation")
    password.send_keys("correct horse")
    confirmation.send_keys("correct hors")
    live = message(browser, "confirmation")
    check(live == "Error: The passwords are different", f"{label}: no live message for different passwords: {live!r}", browser)
    submit(browser, "Save profile")
    server = message(browser, "confirmation")
    check(server == live, f"{label}: the server says {server!r}, the page said {live!r}", browser)
    # The page asks for both again; the message stays until they match.
    password, confirmation = browser.find_element(By.ID, "field-password"), browser.find_element(By.ID, "field-confirmation")
    password.send_keys("correct horse")
    check(message(browser, "confirmation") == server, f"{label}: one password typed again: {message(browser, 'confirmation')!r}", browser)
    confirmation.send_keys("correct horse")
    check(message(browser, "confirmation") is None, f"{label}: the fixed passwords still show {message(browser, 'confirmation')!r}", browser)
    check(confirmation.get_attribute("aria-invalid") is None, f"{label}: the fixed confirmation is still aria-invalid", browser)
    # The first password changed: the rule runs again.
    password.send_keys("!")
    check(message(browser, "confirmation") == server, f"{label}: a changed first password: {message(browser, 'confirmation')!r}", browser)
    password.send_keys(Keys.BACKSPACE)
    check(message(browser, "confirmation") is None, f"{label}: the first password fixed: {message(browser, 'confirmation')!r}", browser)


def message(browser, field):
    """The text of a field's inline message, or None."""
    found = browser.find_elements(By.ID, "error-" + field)
    return browser.execute_script("return arguments[0].textContent", found[0]) if found else None


def unreadable_values_kept(browser, label):
    """A number and a date that do not read come back as typed, in inputs
    that keep them (a number or date input would show nothing)."""
    load(browser, "/profile")
    # What a client that does not check its inputs sends (selenium's own
    # script runs with the page's scripts off too).
    browser.execute_script(
        "for (const [id, text] of [['field-teamSize', '12a'], ['field-birthday', '31/12/1990']]) {"
        " const input = document.getElementById(id); input.type = 'text'; input.value = text; }"
    )
    submit(browser, "Save profile")
    check(browser.title.startswith("Error: "), f"{label}: no errors for a number and a date that do not read: {browser.title!r}", browser)
    for element_id, typed in [("field-teamSize", "12a"), ("field-birthday", "31/12/1990")]:
        field = browser.find_element(By.ID, element_id)
        check(field.get_attribute("value") == typed, f"{label}: {element_id} came back as {field.get_attribute('value')!r}, not {typed!r}", browser)
        check(field.get_attribute("aria-invalid") == "true", f"{label}: {element_id} is not aria-invalid", browser)
    # Typed again so that they read, they are number and date inputs again.
    for element_id, typed in [("field-teamSize", "12"), ("field-birthday", "1990-12-31")]:
        browser.find_element(By.ID, element_id).clear()
        browser.find_element(By.ID, element_id).send_keys(typed)
    submit(browser, "Save profile")
    types = [browser.find_element(By.ID, element_id).get_attribute("type") for element_id in ("field-teamSize", "field-birthday")]
    check(types == ["number", "date"], f"{label}: after fixing them the inputs are {types}", browser)
    check(value(browser, "field-teamSize") == "12", f"{label}: the fixed team size came back as {value(browser, 'field-teamSize')!r}", browser)


def poll_buttons(browser, label):
    """Add, move and remove: submit buttons of their own. The page says that
    Enter in the last option adds one only where it does: with scripts on
    (regression: said with them off too, where Enter sends the form)."""
    load(browser, "/poll")
    hints = [e.text for e in browser.find_elements(By.CSS_SELECTOR, ".fk-section__footer") if e.is_displayed()]
    expected = ["Enter in the last option adds another."] if label == "JavaScript on" else []
    check(hints == expected, f"{label}: the poll's footers read {hints}, not {expected}", browser)
    browser.find_element(By.ID, "field-question").send_keys("Lunch?")
    browser.find_element(By.ID, "field-options-2e-0").send_keys("Tea")
    browser.find_element(By.ID, "field-options-2e-1").send_keys("Soup")
    submit(browser, "Add option")
    options = lambda: [e.get_attribute("value") for e in browser.find_elements(By.CSS_SELECTOR, "input[name^='options.']")]
    check(options() == ["Tea", "Soup", ""], f"{label}: after Add: {options()}", browser)
    check(value(browser, "field-question") == "Lunch?", f"{label}: the question was lost on Add", browser)
    browser.find_element(By.ID, "field-options-2e-2").send_keys("Cake")
    submit(browser, "Move option 1 down")
    check(options() == ["Soup", "Tea", "Cake"], f"{label}: after Move down: {options()}", browser)
    submit(browser, "Remove option 2")
    check(options() == ["Soup", "Cake"], f"{label}: after Remove: {options()}", browser)
    check(not browser.title.startswith("Error"), f"{label}: the buttons showed errors: {browser.title!r}", browser)
    check(focused_id(browser) == "field-options-2e-1", f"{label}: focus after Remove is on {focused_id(browser)!r}", browser)
    if label == "JavaScript on":
        # Enter in the last option adds one, as the page says, and focus
        # goes to it.
        browser.find_element(By.ID, "field-options-2e-1").send_keys(Keys.ENTER)
        wait_for(lambda: len(options()) == 3, 5)
        check(options() == ["Soup", "Cake", ""], f"{label}: after Enter in the last option: {options()}", browser)
        check(focused_id(browser) == "field-options-2e-2", f"{label}: focus after Enter is on {focused_id(browser)!r}", browser)


def axe_violations(browser):
    """What axe-core finds wrong on the page as it is now."""
    axe = Axe(browser)
    axe.inject()
    return [f"{v['id']} ({v['impact']}): {[n['target'] for n in v['nodes']]}" for v in axe.run()["violations"]]


def derived_rows(browser, label):
    """Rows that show what other fields work out follow the values as they
    are typed, with scripts on, in the same element (a polite live region)
    and without leaving the page (regression: only after a round trip);
    with scripts off the next page shows them."""
    load(browser, "/display")
    preview = lambda: browser.execute_script("return document.querySelector('#row--5f-row3 output').textContent")
    before = preview()
    browser.execute_script("window.__fkSamePage = true; window.__fkRow = document.getElementById('row--5f-row3');")
    browser.find_element(By.ID, "field-theme-2").click()
    browser.find_element(By.ID, "field-textSize").clear()
    browser.find_element(By.ID, "field-textSize").send_keys("20")
    browser.find_element(By.ID, "field-boldText").click()
    if label == "JavaScript off":
        check(preview() == before, f"{label}: the preview changed without a script: {preview()!r}", browser)
        submit(browser, "Save")
        check(preview() == "Dark, 20 pt, bold", f"{label}: the next page's preview: {preview()!r}", browser)
        return
    check(wait_for(lambda: preview() == "Dark, 20 pt, bold", 5), f"{label}: the preview did not follow: {preview()!r}", browser)
    same = browser.execute_script("return [window.__fkSamePage === true, window.__fkRow === document.getElementById('row--5f-row3')]")
    check(same == [True, True], f"{label}: the page was loaded again, or the row replaced rather than its content: {same}", browser)
    live = browser.execute_script("var r = document.getElementById('row--5f-row3'); return [r.getAttribute('aria-live'), r.getAttribute('aria-atomic')]")
    check(live == ["polite", "true"], f"{label}: the preview is not a polite live region: {live}", browser)
    check(browser.title == "Display", f"{label}: a refresh showed errors or left the page: {browser.title!r}", browser)
    violations = axe_violations(browser)
    check(not violations, f"{label}: axe on the refreshed display page: {violations}", browser)
    # The profile: the bio's length as it is typed, and the avatar's name.
    load(browser, "/profile")
    clear_text(browser, "field-bio", "field-name")
    browser.find_element(By.ID, "field-bio").send_keys("Hello")
    browser.find_element(By.ID, "field-name").send_keys("Grace Hopper")
    length = lambda: browser.execute_script("return document.querySelector('#row--5f-row8 output').textContent")
    avatar = lambda: browser.execute_script("return document.getElementById('row--5f-row0').textContent")
    check(wait_for(lambda: length() == "5 of 280" and "(GH)" in avatar(), 5), f"{label}: the profile's rows: {length()!r}, {avatar()!r}", browser)
    check(not browser.find_elements(By.CSS_SELECTOR, ".fk-error-summary"), f"{label}: a refresh showed the error summary", browser)
    violations = axe_violations(browser)
    check(not violations, f"{label}: axe on the refreshed profile page: {violations}", browser)


def markup_as_text(browser, label):
    """Markup typed into fields comes back as the text typed."""
    load(browser, "/profile")
    clear_text(browser, "field-name", "field-email", "field-bio")
    typed = {"field-name": XSS[0], "field-email": XSS[1], "field-bio": XSS[0] + XSS[1]}
    for element_id, payload in typed.items():
        browser.find_element(By.ID, element_id).send_keys(payload)
    submit(browser, "Save profile")  # not an email address: 422
    try:
        alert = browser.switch_to.alert
        check(False, f"{label}: an alert opened: {alert.text}", browser)
        alert.dismiss()
    except NoAlertPresentException:
        pass
    check(browser.title.startswith("Error: "), f"{label}: the page with markup was not re-rendered with errors: {browser.title!r}", browser)
    if label == "JavaScript on":
        check(browser.execute_script("return window.__xss === undefined"), f"{label}: a typed script ran", browser)
    check(not browser.find_elements(By.CSS_SELECTOR, "img[src=x], body script:not([src])"), f"{label}: typed markup became elements", browser)
    for element_id, payload in typed.items():
        check(value(browser, element_id) == payload, f"{label}: {element_id} came back as {value(browser, element_id)!r}", browser)


def accessible_names(browser, label):
    """Every control on every page has a name in the accessibility tree."""
    for path in ["/profile", "/poll", "/create-plan", "/add-server", "/edit-tag", "/card", "/display", "/settings"]:
        load(browser, path)
        tree = browser.execute_cdp_cmd("Accessibility.getFullAXTree", {})["nodes"]
        roles = {"textbox", "checkbox", "combobox", "radio", "spinbutton", "slider", "button", "link", "searchbox", "ListBox", "listbox"}
        unnamed = []
        names = {}
        for node in tree:
            if node.get("ignored"):
                continue
            role = node.get("role", {}).get("value")
            name = node.get("name", {}).get("value", "")
            if role in roles:
                names.setdefault(role, []).append(name)
                if not name.strip():
                    unnamed.append(role)
        check(not unnamed, f"{label}: controls without an accessible name on {path}: {unnamed}", browser)
        # axe runs as a script of the page's, which a browser with scripts
        # off does not run: the same markup is checked with them on.
        if label == "JavaScript on":
            violations = axe_violations(browser)
            check(not violations, f"{label}: axe on {path}: {violations}", browser)
        if path == "/profile":
            check("Name" in names.get("textbox", []) and "Email" in names.get("textbox", []), f"{label}: profile textboxes: {names.get('textbox')}", browser)
            check("Newsletter" in names.get("checkbox", []), f"{label}: profile checkboxes: {names.get('checkbox')}", browser)
            check("Country" in names.get("combobox", []), f"{label}: profile combo boxes: {names.get('combobox')}", browser)


def scripts_state(browser, label):
    """Live validation shows a message when a field is left with scripts
    on, and nothing with them off: the second browser really has them off
    (selenium's own execute_script works either way)."""
    load(browser, "/create-plan")
    browser.find_element(By.ID, "field-name").send_keys("Ab")
    browser.find_element(By.ID, "field-email").click()
    shown = wait_for(lambda: browser.find_elements(By.CSS_SELECTOR, ".fk-error-message"), 2)
    if label == "JavaScript on":
        check(shown, f"{label}: no live message after leaving a short name", browser)
    else:
        check(not shown, f"{label}: a live message showed, so scripts ran", browser)


def oversized_photo(browser, label):
    """A photo over the profile's 2 MB rule: with scripts on, said as it is
    chosen and the page is not sent; with scripts off, the server answers
    with the rule's message and keeps the other answers (the body has room
    for a photo as large as the rule allows, and this one is not far over)."""
    big = os.path.join(tempfile.mkdtemp(), "big.png")
    with open(big, "wb") as photo:
        photo.write(bytes([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) + bytes(2_100_000))
    load(browser, "/profile")
    clear_text(browser, "field-name")
    browser.find_element(By.ID, "field-name").send_keys("Big Photo")
    browser.find_element(By.ID, "field-photo").send_keys(big)
    if label == "JavaScript on":
        wait_for(lambda: message(browser, "photo"), 3)
        said = message(browser, "photo")
        check(said and "2 MB" in said, f"{label}: the photo's size was not said as it was chosen: {said!r}", browser)
        url = browser.current_url
        browser.find_element(By.ID, "field-name").send_keys(Keys.ENTER)
        check(browser.current_url == url and value(browser, "field-name") == "Big Photo", f"{label}: the page was sent with the photo", browser)
    else:
        submit(browser, "Save profile")
        said = message(browser, "photo")
        check(said and "2 MB" in said, f"{label}: the server did not say the photo's size: {said!r} ({browser.title!r})", browser)
        check(value(browser, "field-name") == "Big Photo", f"{label}: the other answers were not kept", browser)


def console_errors(browser, label):
    logs = browser.get_log("browser")
    refused = [entry["message"] for entry in logs if "Content Security Policy" in entry["message"] or "Refused" in entry["message"]]
    check(not refused, f"{label}: refused by the Content Security Policy: {refused}", browser)
    expected = ("status of 422", "favicon")
    severe = [entry["message"] for entry in logs if entry.get("level") == "SEVERE" and not any(text in entry["message"] for text in expected)]
    check(not severe, f"{label}: console errors: {severe}", browser)


try:
    browsers = [("JavaScript on", driver), ("JavaScript off", new_driver(javascript=False))]
    for label, browser in browsers:
        for step in (
            scripts_state,
            errors_and_focus,
            kept_then_cleared,
            passwords_live,
            unreadable_values_kept,
            poll_buttons,
            derived_rows,
            markup_as_text,
            oversized_photo,
            accessible_names,
        ):
            try:
                step(browser, label)
            except Exception as error:
                check(False, f"{label}: {step.__name__} stopped: {type(error).__name__}: {error}", browser)
        if label == "JavaScript on":
            console_errors(browser, label)
finally:
    finish()
