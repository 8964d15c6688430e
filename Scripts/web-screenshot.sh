#!/usr/bin/env bash
# Takes the README's screenshots, in headless Chromium:
# docs/images/web-form-errors.png, the create-plan page after submitting no
# name and a malformed email; docs/images/signup-ar.png and signup-ru.png,
# the sign-up's first step with its messages in Arabic and in Russian, on
# a phone's width (taken by Tests/Browser/signup_languages.py, which also
# checks them).
#
#   Scripts/web-screenshot.sh
#
# Needs Chromium, chromedriver and selenium, as the browser tests do.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build --product formskit-web >/dev/null
store=$(mktemp -d)
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
.build/debug/formskit-web --port "$port" --database-url "$store/formskit.sqlite" >/dev/null 2>&1 &
server=$!
trap 'kill $server 2>/dev/null; rm -rf "$store"' EXIT
for _ in $(seq 50); do curl -fs "http://127.0.0.1:$port/" >/dev/null && break; sleep 0.2; done

PYTHONPATH=Tests/Browser python3 - "http://127.0.0.1:$port" docs/images/web-form-errors.png <<'PY'
import sys
from selenium.webdriver.common.by import By
from headless import new_driver, finish

base, output = sys.argv[1], sys.argv[2]
browser = new_driver()
browser.set_window_size(760, 860)
browser.get(base + "/create-plan")
browser.find_element(By.ID, "field-email").send_keys("ada@example")
[b for b in browser.find_elements(By.CSS_SELECTOR, "button[type=submit]:not(.fk-visually-hidden)") if b.text == "Create"][0].click()
assert browser.title.startswith("Error: "), browser.title
browser.save_screenshot(output)
print("wrote", output)
finish()
PY
PYTHONPATH=Tests/Browser python3 Tests/Browser/signup_languages.py "http://127.0.0.1:$port" docs/images
echo "wrote docs/images/signup-ar.png and docs/images/signup-ru.png"
