#!/usr/bin/env python3
"""Signs up at formskit-web's /signup, a form in steps, as a person would,
in headless Chromium: once with JavaScript on and once with it off (the
Chrome DevTools protocol's Emulation.setScriptExecutionDisabled, so that
axe can still be run on the page as it is without scripts).

Usage: signup_steps.py BASE_URL
The server is formskit-web, started by WebDemoProcessTests.swift. Prints
one line per failed check (with a screenshot) and exits 1 if any failed;
exits 77 when Chromium, chromedriver, selenium or axe-selenium-python is
missing.

Each browser walks the flow as a personal account and as a business one:
- every page of a step has an address of its own, naming its flow and step
  (the first one too, so that the browser's history holds it);
- Continue with empty or wrong fields shows the messages (title "Error: ",
  the error summary focused) and stays on the step, at the step's address,
  so that reloading it sends nothing again;
- the step's Back goes to the step before, keeping what was typed;
- the review lists every answer (a password as "Set"), each step with a
  "Change <step>" button that goes to the step, whose Continue comes back
  to the review (the account's passwords, left empty, kept);
- the browser's Back through every page of the walk, then Forward to the
  review, and reload on the way: each page is the step its address names,
  of the same flow, with its answers, never a "Confirm Form Resubmission";
  continuing from the first step after going back in the history keeps the
  later steps' answers;
- with scripts on, a page whose answers the flow keeps does not ask before
  it is left;
- an answer too long (for its field's limit, or to keep between steps) is
  not lost in silence: the step stays, and says so;
- Create account ends on a confirmation page with what was created; going
  back from it leads to it again, never to the ended flow's answers;
- the password is never in a page's source, its address or a cookie in
  clear;
- axe-core finds nothing wrong on any page of a step (empty, with errors,
  filled, the review, the result), 390 and 1280 px wide, light and dark
  (prefers-color-scheme, emulated).
"""
import sys
from urllib.parse import parse_qs, urlsplit

try:
    from selenium.common.exceptions import NoAlertPresentException
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

from headless import check, driver, finish, new_driver, wait_for

BASE = sys.argv[1]
EMAIL = "ada@example.com"
TAKEN = "taken@example.com"
PASSWORD = "correct-horse-7391"
STEPS = {0: "Account", 1: "Company", 2: "About you", 3: "Check your answers"}
SIZES = [(390, 844, True), (1280, 900, False)]
SCHEMES = ["light", "dark"]


class Walk:
    """One browser's walk through the flow, and what it checks on the way."""

    def __init__(self, browser, label, scripts):
        self.browser = browser
        self.label = label
        self.scripts = scripts
        self.flow = None

    # Reading the page

    def document(self):
        return self.browser.find_element(By.TAG_NAME, "html").id

    def heading(self):
        found = self.browser.find_elements(By.ID, "fk-step")
        return found[0].text if found else None

    def hidden(self, name):
        found = self.browser.find_elements(By.CSS_SELECTOR, f"input[type=hidden][name={name}]")
        return found[0].get_attribute("value") if found else None

    def address(self):
        """The flow and step the address names, or (None, None); a new
        flow's first page names no step."""
        query = parse_qs(urlsplit(self.browser.current_url).query)
        step = query.get("step", ["0" if "flow" in query else None])[0]
        return query.get("flow", [None])[0], int(step) if step and step.lstrip("-").isdigit() else None

    def value(self, element_id):
        found = self.browser.find_elements(By.ID, element_id)
        return found[0].get_attribute("value") if found else None

    def ticked(self, element_id):
        found = self.browser.find_elements(By.ID, element_id)
        return bool(found) and found[0].is_selected()

    def texts(self, selector):
        """The shown text of each element `selector` finds, read in one call."""
        return self.browser.execute_script(
            "return [...document.querySelectorAll(arguments[0])].map(element => element.innerText.trim())", selector)

    def messages(self):
        return self.texts(".fk-error-summary a")

    def banners(self):
        return self.texts(".fk-banner")

    def review(self):
        """The review's answers, by their label (read in one call to the
        browser: a call costs more than what it reads)."""
        return self.browser.execute_script("""
            const answers = {};
            for (const row of document.querySelectorAll(".fk-row")) {
                const label = row.querySelector("label"), output = row.querySelector("output");
                if (label && output) answers[label.innerText.trim()] = output.innerText.trim();
            }
            return answers;""")

    def fail(self, condition, message):
        check(condition, f"{self.label}: {message}", self.browser)

    # Acting

    def arrived(self, what):
        """What every page must be: no resubmission prompt, and no password
        in its source, its address or a cookie."""
        source = self.browser.page_source
        self.fail("Confirm Form Resubmission" not in source and "ERR_CACHE_MISS" not in source, f"{what}: a resubmission prompt")
        self.fail(PASSWORD not in source, f"{what}: the password is in the page's source")
        self.fail(PASSWORD not in self.browser.current_url, f"{what}: the password is in the address {self.browser.current_url}")
        cookies = [cookie["value"] for cookie in self.browser.get_cookies()]
        self.fail(not any(PASSWORD in value or EMAIL in value for value in cookies), f"{what}: an answer is in a cookie in clear")
        try:
            alert = self.browser.switch_to.alert
            self.fail(False, f"{what}: a dialog opened: {alert.text}")
            alert.dismiss()
        except NoAlertPresentException:
            pass

    def load(self, path):
        self.browser.get(BASE + path)
        wait_for(lambda: self.browser.find_elements(By.CSS_SELECTOR, "form"))
        self.arrived(f"GET {path}")

    def press(self, text):
        """Presses the visible submit button that reads `text` and waits for
        the next page."""
        old = self.document()
        # The first shown submit button that reads `text`, found in one call.
        button = self.browser.execute_script("""
            return [...document.querySelectorAll("button[type=submit]:not(.fk-visually-hidden)")].find(button =>
                button.getClientRects().length > 0 && getComputedStyle(button).visibility !== "hidden"
                && button.innerText.trim() === arguments[0]) || null""", text)
        self.fail(button, f"no button {text!r} on {self.heading()!r}")
        if not button:
            return
        button.click()
        # Every button of the form sends it: a page that stays was not sent.
        self.fail(wait_for(lambda: old != self.document(), 10), f"{text!r} on {self.heading()!r} sent nothing: the page stayed")
        self.arrived(f"after {text!r}")

    def history(self, move):
        """The browser's back, forward or refresh."""
        old = self.document()
        getattr(self.browser, move)()
        wait_for(lambda: old != self.document())
        self.arrived(f"after the browser's {move}")

    def type(self, element_id, text):
        field = self.browser.find_element(By.ID, element_id)
        field.clear()
        field.send_keys(text)

    def passwords(self, confirmation=PASSWORD):
        self.type("field-password", PASSWORD)
        self.type("field-confirmation", confirmation)

    def choose_account(self, business):
        self.browser.find_element(By.ID, "field-accountType-1" if business else "field-accountType").click()

    # Checking

    def on_step(self, step, total, what, address=True):
        """The page is step `step` of this walk's flow, at its own address
        (unless `address` is false: a page that answers a POST)."""
        number = {0: 1, 1: 2, 2: total - 1, 3: total}[step]
        expected = f"Step {number} of {total}: {STEPS[step]}"
        self.fail(self.heading() == expected, f"{what}: the page shows {self.heading()!r}, not {expected!r}")
        self.fail(self.hidden("_fk_flow") == self.flow, f"{what}: the page is of flow {self.hidden('_fk_flow')!r}, not {self.flow!r}")
        if address:
            self.fail(self.address() == (self.flow, step), f"{what}: the address is {self.browser.current_url}, not step {step} of flow {self.flow}")

    def errors(self, expected, what):
        """The page shows `expected` in its error summary, which has focus."""
        self.fail(self.browser.title.startswith("Error: "), f"{what}: the title is {self.browser.title!r}")
        self.fail(self.messages() == expected, f"{what}: the error summary lists {self.messages()}, not {expected}")
        # The summary takes focus once the page's deferred script runs (or
        # by autofocus without scripts), which a loaded machine may do a
        # moment after the page is there.
        focused = lambda: "fk-error-summary" in (self.browser.switch_to.active_element.get_attribute("class") or "")
        self.fail(wait_for(focused, 5), f"{what}: the error summary does not have focus")

    def no_errors(self, what):
        self.fail(not self.browser.title.startswith("Error"), f"{what}: the title is {self.browser.title!r}")
        self.fail(not self.messages(), f"{what}: errors {self.messages()}")

    def answers_shown(self, step, business, answers, what):
        """The page of `step` shows this walk's answers for it."""
        if step == 0:
            self.fail(self.value("field-email") == answers["email"], f"{what}: the email reads {self.value('field-email')!r}")
            self.fail(self.ticked("field-accountType-1") == business, f"{what}: the account type is not {'Business' if business else 'Personal'}")
            self.fail(self.value("field-password") == "", f"{what}: a password came back")
        elif step == 1:
            self.fail(self.value("field-companyName") == answers["company"], f"{what}: the company reads {self.value('field-companyName')!r}")
            self.fail(self.value("field-vatNumber") == answers["vat"], f"{what}: the VAT number reads {self.value('field-vatNumber')!r}")
        elif step == 2:
            self.fail(self.value("field-fullName") == answers["name"], f"{what}: the full name reads {self.value('field-fullName')!r}")
            country = Select(self.browser.find_element(By.ID, "field-country")).first_selected_option.text
            self.fail(country == "Kenya", f"{what}: the country reads {country!r}")
            self.fail(self.ticked("field-newsletter") == answers["newsletter"], f"{what}: the newsletter box is not {answers['newsletter']}")
        else:
            expected = {
                "Email": answers["email"], "Password": "Set", "Confirm password": "Set",
                "Account type": "Business" if business else "Personal",
                "Full name": answers["name"], "Country": "Kenya", "Newsletter": "Yes" if answers["newsletter"] else "No",
            }
            if business:
                expected.update({"Company name": answers["company"], "VAT number": answers["vat"]})
            self.fail(self.review() == expected, f"{what}: the review lists {self.review()}, not {expected}")

    def leaving_asks(self):
        """Whether the page would ask before it is left (its live script's
        beforeunload handler), with scripts on."""
        return self.browser.execute_script(
            "var event = new Event('beforeunload', {cancelable: true}); window.dispatchEvent(event); return event.defaultPrevented")

    def axe(self, what):
        """axe-core on the page as it is, at each width and colour scheme.
        With scripts off, they are let run for axe alone: the page was
        loaded and acted on without them."""
        browser = self.browser
        if not self.scripts:
            browser.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})
        try:
            for width, height, mobile in SIZES:
                browser.execute_cdp_cmd(
                    "Emulation.setDeviceMetricsOverride", {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile})
                for scheme in SCHEMES:
                    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
                    shown = browser.execute_script(
                        "return [window.innerWidth, matchMedia('(prefers-color-scheme: dark)').matches, getComputedStyle(document.body).backgroundColor]")
                    self.fail(shown[:2] == [width, scheme == "dark"], f"{what}: the emulation did not take: {shown}")
                    self.fail((shown[2] == "rgb(0, 0, 0)") == (scheme == "dark"), f"{what}: the page is not {scheme}: its background is {shown[2]}")
                    axe = Axe(browser)
                    axe.inject()
                    violations = [f"{v['id']} ({v['impact']}): {[n['target'] for n in v['nodes']]}" for v in axe.run()["violations"]]
                    self.fail(not violations, f"{what}, {width} px, {scheme}: axe: {violations}")
        finally:
            browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
            browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
            if not self.scripts:
                browser.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})

    # The walk

    def scripts_state(self):
        """Live validation shows a message when a field is left with scripts
        on, and nothing with them off: this browser really has them off."""
        self.load("/signup")
        self.type("field-email", "not an address")
        self.browser.find_element(By.ID, "field-password").click()
        shown = wait_for(lambda: self.browser.find_elements(By.CSS_SELECTOR, ".fk-error-message"), 2)
        self.fail(shown == self.scripts, f"a live message {'did not show' if self.scripts else 'showed, so scripts ran'}")
        # Sent, so that the page no longer holds anything unsent.
        self.press("Continue")

    def sign_up(self, business):
        kind = "Business" if business else "Personal"
        what = lambda text: f"{kind}: {text}"
        total = 4 if business else 3
        answers = {"email": EMAIL, "company": "Difference Engines Ltd", "vat": "GB123456789", "name": "Ada Lovelace", "newsletter": True}

        self.load("/signup")
        # What an earlier walk typed is the browser's draft: a new tab
        # starts fresh and offers it, and Discard lets it go.
        if self.browser.find_elements(By.CSS_SELECTOR, "button[value=restore-draft]"):
            self.fail("Do you want it back?" in self.browser.page_source, what("the offer's question is missing"))
            self.press("Discard it")
            self.fail(not self.browser.find_elements(By.CSS_SELECTOR, "button[value=restore-draft]"), what("Discard left the offer"))
        self.flow = self.hidden("_fk_flow")
        self.start = self.browser.execute_cdp_cmd("Page.getNavigationHistory", {})["currentIndex"]
        self.on_step(0, 3, what("the first page"))
        self.axe(what("the account step"))

        # Empty, then passwords that differ: messages, and the step stays.
        self.press("Continue")
        self.on_step(0, 3, what("Continue with nothing typed"))
        self.errors(["Enter your email address", "Use at least 8 characters"], what("Continue with nothing typed"))
        self.axe(what("the account step with errors"))
        self.history("refresh")
        self.on_step(0, 3, what("the account step with errors, reloaded"))
        self.errors(["Enter your email address", "Use at least 8 characters"], what("the account step with errors, reloaded"))
        self.type("field-email", EMAIL)
        self.passwords(confirmation=PASSWORD + "!")
        self.choose_account(business)
        self.press("Continue")
        self.on_step(0, total, what("passwords that differ"))
        self.errors(["The passwords are different"], what("passwords that differ"))
        self.fail(self.value("field-email") == EMAIL, what(f"the email was not kept: {self.value('field-email')!r}"))
        self.fail(self.ticked("field-accountType-1") == business, what("the account type was not kept"))
        self.passwords()
        self.press("Continue")

        if business:
            self.on_step(1, total, what("Continue from the account step"))
            self.no_errors(what("the company step"))
            self.axe(what("the company step"))
            self.press("Continue")
            self.errors(["Enter your company\u2019s name"], what("Continue with no company"))
            self.type("field-companyName", answers["company"])
            self.type("field-vatNumber", "GB12")
            self.press("Continue")
            self.on_step(1, total, what("a VAT number too short"))
            self.errors(["Enter two letters and 8 to 12 digits, such as GB123456789"], what("a VAT number too short"))
            self.axe(what("the company step with errors"))
            self.fail(self.value("field-companyName") == answers["company"], what("the company was not kept"))
            self.type("field-vatNumber", answers["vat"])
            self.press("Continue")

        self.on_step(2, total, what("the about-you step"))
        self.no_errors(what("the about-you step"))
        self.press("Continue")
        self.errors(["Enter your full name"], what("Continue with no name"))
        self.on_step(2, total, what("Continue with no name"))
        self.axe(what("the about-you step with errors"))
        self.type("field-fullName", answers["name"])
        Select(self.browser.find_element(By.ID, "field-country")).select_by_visible_text("Kenya")
        self.browser.find_element(By.ID, "field-newsletter").click()
        self.axe(what("the about-you step, filled"))
        # The step's own Back: the step before, and what was typed here kept.
        self.press("Back")
        before = 1 if business else 0
        self.on_step(before, total, what("the about-you step's Back"))
        self.no_errors(what("the about-you step's Back"))
        self.answers_shown(before, business, answers, what("the about-you step's Back"))
        if before == 0:
            # A password is never sent back: the page asks for it again.
            self.passwords()
        self.press("Continue")
        self.on_step(2, total, what("Continue after Back"))
        self.answers_shown(2, business, answers, what("Continue after Back"))
        self.press("Continue")

        self.on_step(3, total, what("the review"))
        self.answers_shown(3, business, answers, what("the review"))
        self.axe(what("the review"))
        if self.scripts:
            self.fail(not self.leaving_asks(), what("the review asks before it is left, though the flow keeps every answer"))

        self.browser_history(business, total, answers, what)
        self.changes(business, total, answers, what)
        self.long_answer(total, what)
        if not business:
            self.refusal(answers, what)
            self.step_called_for(answers, what)

        self.press("Create account")
        # A confirmation page (GOV.UK's panel) with what was created.
        self.fail(self.browser.current_url.endswith("/signup?sent"), what(f"the confirmation is at {self.browser.current_url}"))
        kind = f"a business account for \u201c{answers['company']}\u201d" if business else "a personal account"
        newsletter = "with" if answers.get("newsletter") else "without"
        expected = f"Welcome, {answers['name']}: {kind}, {answers['email']}, Kenya, {newsletter} the newsletter."
        panel = self.texts(".fk-panel__title")
        self.fail(panel == [expected], what(f"the confirmation says {panel}, not {expected!r}"))
        self.fail(self.hidden("_fk_flow") is None and not self.browser.find_elements(By.ID, "field-email"), what("the confirmation is a form"))
        self.axe(what("the confirmation"))
        # Back from the confirmation: the ended flow's review leads to the
        # confirmation again, never its answers or a message that they are gone.
        self.history("back")
        self.fail(self.browser.current_url.endswith("/signup?sent"), what(f"going back from the confirmation shows {self.browser.current_url}"))
        self.fail(not self.browser.find_elements(By.ID, "field-email"), what("going back from the confirmation shows a form"))
        self.fail("no longer there" not in self.browser.page_source, what("going back from the confirmation says the answers are gone"))

    def browser_history(self, business, total, answers, what):
        """Back through every page of the walk, then Forward to the review,
        reloading on the way; then continuing from the first step, reached
        in the history, keeps what the later steps hold."""
        back = self.browser.execute_cdp_cmd("Page.getNavigationHistory", {})["currentIndex"] - self.start
        self.fail(back >= (4 if business else 3), what(f"only {back} pages in the history"))
        for count in range(back):
            self.history("back")
            _, step = self.address()
            self.fail(step in STEPS, what(f"back {count + 1}: the address {self.browser.current_url} names no step"))
            if step not in STEPS:
                continue
            self.on_step(step, total, what(f"back {count + 1}"))
            self.answers_shown(step, business, answers, what(f"back {count + 1}"))
            if self.scripts:
                self.fail(not self.leaving_asks(), what(f"back {count + 1}: the page asks before it is left"))
            if count % 2 == 0:
                self.history("refresh")
                self.fail(self.address()[1] == step, what(f"back {count + 1}, reloaded: the address is {self.browser.current_url}"))
                self.answers_shown(step, business, answers, what(f"back {count + 1}, reloaded"))
        for count in range(back):
            self.history("forward")
            _, step = self.address()
            self.fail(step in STEPS, what(f"forward {count + 1}: the address {self.browser.current_url} names no step"))
        self.on_step(3, total, what("Forward to the end of the history"))
        self.answers_shown(3, business, answers, what("Forward to the end of the history"))
        # From the first page of the history, continuing keeps the rest.
        for _ in range(back):
            self.history("back")
        self.on_step(0, total, what("the first page of the history"))
        self.passwords()
        self.press("Continue")
        self.on_step(1 if business else 2, total, what("Continue from the first page of the history"))
        self.answers_shown(1 if business else 2, business, answers, what("Continue from the first page of the history"))
        for _ in range(3):
            if self.address()[1] == 3:
                break
            self.press("Continue")
        self.on_step(3, total, what("Continue to the review again"))
        self.answers_shown(3, business, answers, what("Continue to the review again"))

    def changes(self, business, total, answers, what):
        """Each of the review's Change buttons goes to its step; Continue
        there comes back to the review."""
        if business:
            self.press("Change Company")
            self.on_step(1, total, what("Change Company"))
            self.answers_shown(1, business, answers, what("Change Company"))
            answers["vat"] = "DE987654321"
            self.type("field-vatNumber", answers["vat"])
            self.press("Continue")
            self.on_step(3, total, what("Continue after Change Company"))
            self.answers_shown(3, business, answers, what("Continue after Change Company"))
        self.press("Change About you")
        self.on_step(2, total, what("Change About you"))
        self.answers_shown(2, business, answers, what("Change About you"))
        answers["newsletter"] = False
        self.browser.find_element(By.ID, "field-newsletter").click()
        # Wrong on the way: the messages, then back to the review once fixed.
        self.type("field-fullName", "")
        self.press("Continue")
        self.errors(["Enter your full name"], what("Change About you, the name emptied"))
        self.on_step(2, total, what("Change About you, the name emptied"))
        self.type("field-fullName", answers["name"])
        self.press("Continue")
        self.on_step(3, total, what("Continue after Change About you"))
        self.answers_shown(3, business, answers, what("Continue after Change About you"))
        self.press("Change Account")
        self.on_step(0, total, what("Change Account"))
        self.answers_shown(0, business, answers, what("Change Account"))
        answers["email"] = "ada@lovelace.example"
        self.type("field-email", answers["email"])
        # The passwords left empty keep what was typed before.
        self.press("Continue")
        self.on_step(3, total, what("Continue after Change Account"))
        self.answers_shown(3, business, answers, what("Continue after Change Account"))

    def refusal(self, answers, what):
        """A taken address, refused by the server on Create account: the
        account step at its own address with the message, which the
        browser's Back and Forward do not ask to send again; fixed, back to
        the review."""
        self.press("Change Account")
        self.type("field-email", TAKEN)
        self.press("Continue")
        self.on_step(3, 3, what("a taken address, on the review"))
        self.press("Create account")
        self.on_step(0, 3, what("Create account with a taken address"))
        taken = ["An account already uses this email address. Sign in instead, or use another address."]
        self.errors(taken, what("Create account with a taken address"))
        self.history("back")
        self.on_step(3, 3, what("Back from the refusal"))
        self.history("forward")
        self.on_step(0, 3, what("Forward to the refusal"))
        self.errors(taken, what("Forward to the refusal"))
        self.type("field-email", answers["email"])
        self.press("Continue")
        self.on_step(3, 3, what("the address fixed"))
        self.answers_shown(3, False, answers, what("the address fixed"))

    def step_called_for(self, answers, what):
        """A change on the review that calls for a step not seen yet (the
        company, for a business account) shows it before the review."""
        self.press("Change Account")
        self.choose_account(True)
        self.press("Continue")
        self.on_step(1, 4, what("a business account chosen on the review's Change"))
        self.press("Continue")
        self.errors(["Enter your company\u2019s name"], what("the company step called for, left empty"))
        self.type("field-companyName", answers["company"])
        self.type("field-vatNumber", answers["vat"])
        self.press("Continue")
        self.on_step(3, 4, what("the company given"))
        self.answers_shown(3, True, answers, what("the company given"))
        self.press("Change Account")
        self.choose_account(False)
        self.press("Continue")
        self.on_step(3, 3, what("a personal account again"))

    def long_answer(self, total, what):
        """An answer too long to keep between the steps (the flow's cookie
        would pass the 4,096 bytes browsers keep) is not lost in silence."""
        self.press("Change About you")
        long_name = "Ada " + "Lovelace" * 500
        self.browser.find_element(By.ID, "field-fullName").clear()
        self.browser.execute_script("arguments[0].value = arguments[1]", self.browser.find_element(By.ID, "field-fullName"), long_name)
        self.press("Continue")
        self.on_step(2, total, what("a name of 4,004 characters"), address=False)
        self.fail(self.value("field-fullName") == long_name, what("a name of 4,004 characters was not kept on the page"))
        said = " ".join(self.banners() + self.messages())
        # The name's own limit (100 characters) says so before the flow's
        # cookie would be too long to keep.
        self.fail("too long" in said or "no more than 100 characters" in said,
                  what(f"a name of 4,004 characters: the page does not say it is too long: {said!r}"))
        self.type("field-fullName", "Ada Lovelace")
        self.press("Continue")
        self.on_step(3, total, what("the name shortened again"))


try:
    with_scripts = driver
    without_scripts = new_driver()
    without_scripts.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
    for label, browser, scripts in [("JavaScript on", with_scripts, True), ("JavaScript off", without_scripts, False)]:
        walk = Walk(browser, label, scripts)
        for part, argument in [(walk.scripts_state, None), (walk.sign_up, False), (walk.sign_up, True)]:
            try:
                part() if argument is None else part(argument)
            except Exception as error:
                check(False, f"{label}: {part.__name__}({argument}) stopped: {type(error).__name__}: {(str(error).splitlines() or [''])[0]}", browser)
finally:
    finish()
