/// The optional script that validates as the user types, with the rules and
/// messages the server renders into each control (`data-fk-checks`), so a
/// page shows the same message sooner; without it, or with JavaScript off,
/// the server's messages after a submission are the whole story.
///
/// It has no dependencies: about 15 KB of source, 5 KB compressed. Fields
/// validate as their `ValidationMode` says, as on every other surface:
/// `.onChange` on every
/// edit, from the first keystroke (FormsKit's documented meaning, which
/// this keeps); `.onBlur` when the field is left and then on every edit,
/// for fields where a message while the person is still typing comes too
/// soon (an email address, a name with a minimum length); `.onSubmit`
/// fields are left to the server. A control's own limits are checked too, as
/// the server reads them: a row's character limit, a whole number, a
/// number row's range. A cross-field match of text fields
/// (`ClientCheck.Kind.matches(field:)`) is checked on its field as the
/// server checks it, the two texts normalized as the server stores them and
/// compared as Swift compares strings, and checked again when the other
/// field changes once its field has been checked. Rules the browser cannot
/// run (predicates, other cross-field rules, asynchronous checks, patterns
/// a browser's regular expressions read otherwise) stay server-side.
///
/// Rows that show what other fields work out (read-only values, custom
/// content: a preview, a count of characters; marked `data-fk-derived`)
/// follow the values as the person types: 250 ms after the last edit, the
/// script posts what the form sends (its hidden fields, such as a CSRF
/// token, included; its files not) to the form's URL with
/// ``HTMLFormAction/refresh``, and puts the content of each row of the
/// answer (``HTMLFormRenderer/renderDerivedRows(_:)``) into the page's row
/// with its id, a polite live region that says it. Only the latest answer
/// is used, and none once the form is sent. The server validates and saves
/// nothing for it. An answer that is a whole page serves too (its rows are
/// found by id); one that is not a success changes nothing, and the next
/// page shows the rows.
///
/// Enter in the last element of a repeated group that adds on Enter presses
/// the group's Add button, and a footer that says so (written `hidden`,
/// since without the script Enter sends the form) is shown.
///
/// A field left by pressing one of the form's buttons shows its message
/// once the press is over: shown as the press starts, it would move the
/// button from under the pointer and the click would be lost.
///
/// Once the form is submitted, its submit button says "Sending…" and the
/// form is `aria-busy` until the answer comes; a second submission meanwhile
/// (a double click) is not sent. (The server submits a page once whatever
/// happens; this is what the person sees.) Leaving a page whose form has
/// changes that were not sent (typed here, or sent back with errors:
/// `data-fk-unsaved`) asks first, as the browser asks.
///
/// Serve ``scriptText`` as a file and render with
/// ``HTMLFormRenderer/LiveValidation/external(url:)`` under a Content
/// Security Policy that forbids inline scripts; otherwise
/// ``HTMLFormRenderer/LiveValidation/inline`` puts it after the form.
public enum HTMLLiveValidation {
    /// The script's source, as text to serve (`Content-Type:
    /// text/javascript`).
    public static var scriptText: String { script.description }

    /// The script's source, written in code, so the renderer can put it in a
    /// page without escaping (``HTMLWriter`` writes only `StaticString`s
    /// unescaped).
    public static let script: StaticString = #"""
        (function () {
          "use strict";
          var segmenter = typeof Intl !== "undefined" && Intl.Segmenter ? new Intl.Segmenter() : null;
          function characters(text) {
            if (segmenter) { var n = 0; for (var s of segmenter.segment(text)) { n++; } return n; }
            return Array.from(text).length;
          }
          var email = /^[A-Za-z0-9_%+-]+(\.[A-Za-z0-9_%+-]+)*@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
          function compare(value, bound) {
            if (typeof bound === "number") { var n = Number(value); return isNaN(n) ? 0 : n - bound; }
            if (value.length === 5) { return 0; }
            var limit = String(bound).slice(0, value.length);
            return value < limit ? -1 : value > limit ? 1 : 0;
          }
          function fullHost(host) {
            // As the server's URL rule: localhost, an IP address, or labels
            // of letters, digits and inner "-" ending in a top-level domain.
            host = host.replace(/\.$/, "");
            if (host === "localhost" || host.charAt(0) === "[" || /^\d{1,3}(\.\d{1,3}){3}$/.test(host)) { return true; }
            var labels = host.split(".");
            return labels.length > 1 && labels.every(function (label) { return /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/i.test(label); }) &&
              /^(xn--[a-z0-9-]+|[a-z]{2,})$/i.test(labels[labels.length - 1]);
          }
          function isText(control) {
            return control instanceof HTMLTextAreaElement ||
              (control instanceof HTMLInputElement && /^(text|password|email|url|tel|search)$/.test(control.type));
          }
          // A control's text as the server stores it: control characters
          // dropped, line breaks and tabs as spaces on one line, and the
          // blank ends trimmed (not a password's).
          function stored(control) {
            var multiline = control instanceof HTMLTextAreaElement;
            var text = control.value.replace(/\r\n?|\n/g, multiline ? "\n" : " ").replace(/\t/g, multiline ? "\t" : " ")
              .replace(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g, "");
            if (control.type === "password") { return text; }
            return text.replace(/^[\s\u180E\u200B\u2060]+|[\s\u180E\u200B\u2060]+$/g, "");
          }
          function fails(check, control) {
            // Text is checked as it is stored, as the server checks it.
            var value = isText(control) ? stored(control) : control.value;
            // Text a number input cannot read ("1-2"): its value is empty,
            // and the browser would send nothing.
            var unreadable = !!(control.validity && control.validity.badInput);
            switch (check.k) {
              case "required": return value.trim() === "" && !unreadable;
              case "checked": return !control.checked;
              // Empty text is too short, as the server counts it.
              case "minlength": return characters(value) < check.v;
              case "matches":
                // Equal as the server's strings are: canonically equivalent.
                // Another kind of control, or none, is left to the server.
                var other = control.form && control.form.elements.namedItem(check.v);
                if (!isText(control) || !isText(other)) { return false; }
                return stored(control).normalize() !== stored(other).normalize();
            }
            if (unreadable) { return check.k === "whole"; }
            if (value === "") { return false; }
            switch (check.k) {
              case "maxbytes": return !!(control.files && control.files[0] && control.files[0].size > check.v);
              case "maxlength": return characters(value) > check.v;
              // Decimal digits, as the server reads them: no "2e1" or "0x14".
              case "whole": return !/^[-+]?\d+(\.0*)?$/.test(value);
              case "min": return compare(value, check.v) < 0;
              case "max": return compare(value, check.v) > 0;
              case "step":
                var n = Number(value);
                if (isNaN(n)) { return false; }
                var r = Math.abs(n % check.v), tolerance = Math.abs(check.v) / 1e6;
                return r > tolerance && Math.abs(check.v) - r > tolerance;
              case "pattern":
                try { return !new RegExp("^(?:" + check.v + ")$", "v").test(value); } catch (e) { return false; }
              case "email": return !email.test(value);
              case "url":
                var colon = value.indexOf(":");
                var scheme = colon > 0 ? value.slice(0, colon).toLowerCase() : "";
                if (check.v.length && check.v.indexOf(scheme) < 0) { return true; }
                // As the server reads it: "scheme://", a host, no spaces (a
                // browser alone takes "https:example.com").
                if (!/^[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(value) || /\s/.test(value)) { return true; }
                // And a host a browser can reach and a port up to 65535
                // (a larger one throws).
                try { var url = new URL(value); } catch (e) { return true; }
                return !fullHost(url.hostname) || url.port === "0";
            }
            return false;
          }
          function show(control, messages, prefix) {
            var row = control.closest(".fk-row");
            if (!row) { return; }
            var id = control.id.replace(/^field-/, "error-");
            var error = document.getElementById(id);
            var described = (control.getAttribute("aria-describedby") || "").split(" ").filter(function (s) { return s && s !== id; });
            if (messages.length) {
              if (!error) {
                error = document.createElement("p");
                error.id = id;
                error.className = "fk-error-message";
                // Before the control, or before the span that holds it with its unit or label.
                var anchor = control.closest(".fk-input-with-unit, .fk-checkbox-line") || control;
                anchor.parentNode.insertBefore(error, anchor);
              }
              error.textContent = "";
              var hidden = document.createElement("span");
              hidden.className = "fk-visually-hidden";
              hidden.textContent = prefix;
              error.appendChild(hidden);
              if (messages.length === 1) {
                error.appendChild(document.createTextNode(messages[0]));
              } else {
                messages.forEach(function (message) {
                  var line = document.createElement("span");
                  line.className = "fk-error-message__line";
                  line.textContent = message;
                  error.appendChild(line);
                });
              }
              described.push(id);
              control.setAttribute("aria-invalid", "true");
              row.classList.add("fk-row--error");
            } else {
              if (error) { error.remove(); }
              control.removeAttribute("aria-invalid");
              row.classList.remove("fk-row--error");
            }
            if (described.length) { control.setAttribute("aria-describedby", described.join(" ")); }
            else { control.removeAttribute("aria-describedby"); }
          }
          document.querySelectorAll("form[data-fk-live]").forEach(function (form) {
            var prefix = form.getAttribute("data-fk-error-prefix") || "Error: ";
            // What the page says only while this script runs (Enter adds an
            // element) is shown now.
            form.querySelectorAll("[data-fk-needs-script]").forEach(function (element) { element.hidden = false; });
            // Enter in the last element of a group that adds on Enter adds
            // one (the page's footer says so), rather than sending the form:
            // in the last marked field, it presses the group's Add button.
            form.addEventListener("keydown", function (event) {
              var field = event.target;
              var action = field.getAttribute && field.getAttribute("data-fk-enter-adds");
              if (event.key !== "Enter" || !action || field.tagName === "TEXTAREA" || event.isComposing) { return; }
              var marked = form.querySelectorAll('[data-fk-enter-adds="' + action + '"]');
              if (marked[marked.length - 1] !== field) { return; }
              var add = form.querySelector('button[value="' + action + '"]');
              if (!add || add.disabled) { return; }
              event.preventDefault();
              form.requestSubmit(add);
            });
            // A slider says its value as it moves.
            form.querySelectorAll('input[type="range"]').forEach(function (slider) {
              var output = form.querySelector('output[for="' + slider.id + '"]');
              if (output) { slider.addEventListener("input", function () { output.textContent = slider.value; }); }
            });
            var unsaved = form.hasAttribute("data-fk-unsaved");
            form.addEventListener("input", function () { unsaved = true; });
            form.addEventListener("change", function () { unsaved = true; });
            window.addEventListener("beforeunload", function (event) {
              if (unsaved) { event.preventDefault(); event.returnValue = ""; }
            });
            // A server that keeps drafts is sent what the form holds (not
            // its files) a few seconds after a change, and when the page is
            // hidden (another tab, the phone locked, the page closed):
            // once saved, leaving loses nothing and does not ask.
            if (form.hasAttribute("data-fk-drafts") && window.fetch) {
              // A page of a form shown whole names its tab (a form in steps
              // names its flow): in the address too, so that the page
              // reloaded, or opened again from the history, is the same tab
              // and shows that tab's draft.
              var tab = form.querySelector("input[type=hidden][name=_fk_tab]");
              if (tab && window.URL && history.replaceState) {
                var here = new URL(location.href);
                if (here.searchParams.get("tab") !== tab.value) {
                  here.searchParams.set("tab", tab.value);
                  history.replaceState(history.state, "", here.toString());
                }
              }
              // Once any form of the page is sent (a Continue, a Discard),
              // nothing more is saved from it: a save landing after the
              // answer would put back what that answer changed.
              var changed = false, saving = false, leaving = false, pending = null;
              document.addEventListener("submit", function (event) {
                if (event.defaultPrevented) { return; }
                leaving = true;
                if (pending) { pending.abort(); }
              });
              var draft = function () {
                var body = new URLSearchParams();
                new FormData(form).forEach(function (value, name) { if (typeof value === "string" && name !== "_fk_action") { body.append(name, value); } });
                body.append("_fk_action", "save-draft");
                return body;
              };
              var note = function () { changed = true; };
              form.addEventListener("input", note);
              form.addEventListener("change", note);
              setInterval(function () {
                if (!changed || saving || sending || leaving) { return; }
                changed = false;
                saving = true;
                pending = window.AbortController ? new AbortController() : null;
                fetch(form.getAttribute("action") || location.href, {
                  method: "POST", body: draft(), credentials: "same-origin", signal: pending ? pending.signal : undefined
                })
                  .then(function (response) { if (response.ok && !changed) { unsaved = false; } else if (!response.ok) { changed = true; } })
                  .catch(function () { changed = true; })
                  .then(function () { saving = false; pending = null; });
              }, 4000);
              document.addEventListener("visibilitychange", function () {
                if (document.visibilityState !== "hidden" || !changed || sending || leaving || !navigator.sendBeacon) { return; }
                if (navigator.sendBeacon(form.getAttribute("action") || location.href, draft())) { changed = false; unsaved = false; }
              });
            }
            // A number input holding text it cannot read ("1-2") would be
            // sent as nothing, clearing its value: the page is not sent, and
            // the input says why (its checks' message, else the browser's).
            form.addEventListener("submit", function (event) {
              var unreadable = Array.prototype.filter.call(form.querySelectorAll('input[type="number"]'), function (input) {
                return input.validity && input.validity.badInput;
              })[0];
              if (!unreadable) { return; }
              event.preventDefault();
              unreadable.focus();
              if (!unreadable.hasAttribute("data-fk-checks")) { unreadable.reportValidity(); }
            }, true);
            var sending = null;
            form.addEventListener("submit", function (event) {
              // Every button posts what the form holds: nothing is lost.
              if (event.defaultPrevented) { return; }
              unsaved = false;
              var submitter = event.submitter;
              if (!submitter || submitter.value !== "submit") { return; }
              if (sending) { event.preventDefault(); return; }
              // Every visible submit button says so, whichever sent the form
              // (Enter in a field sends the hidden default one).
              sending = Array.prototype.filter.call(form.querySelectorAll('button[value="submit"]'), function (button) {
                return button.getAttribute("aria-hidden") !== "true";
              }).map(function (button) { return { button: button, text: button.textContent }; });
              form.setAttribute("aria-busy", "true");
              sending.forEach(function (entry) {
                entry.button.classList.add("fk-button--sending");
                entry.button.textContent = form.getAttribute("data-fk-sending") || "Sending…";
              });
            });
            // Rows that show what other fields work out (a preview, a count
            // of characters) follow the values as the person types: a moment
            // after the last edit, the form's values go to the server (not
            // its files), which answers with those rows alone, validating and
            // saving nothing; each replaces the content of the row with its
            // id, which says it politely. Without this, the next page shows
            // them.
            if (form.querySelector("[data-fk-derived]") && window.fetch && window.DOMParser) {
              var waiting = null, asked = 0, asking = null;
              var refresh = function () {
                waiting = null;
                if (sending) { return; }
                var body = new URLSearchParams();
                new FormData(form).forEach(function (value, name) { if (typeof value === "string") { body.append(name, value); } });
                body.append("_fk_action", "refresh");
                var question = ++asked;
                if (asking) { asking.abort(); }
                asking = typeof AbortController === "function" ? new AbortController() : null;
                fetch(form.getAttribute("action") || location.href, {
                  method: "POST", body: body, credentials: "same-origin", signal: asking ? asking.signal : undefined
                }).then(function (response) {
                  return response.ok ? response.text() : null;
                }).then(function (text) {
                  // Only the latest answer counts, and none once the form is sent.
                  if (text === null || question !== asked || sending) { return; }
                  new DOMParser().parseFromString(text, "text/html").querySelectorAll("[data-fk-derived][id]").forEach(function (row) {
                    var shown = document.getElementById(row.id);
                    if (shown && shown.hasAttribute("data-fk-derived") && shown.innerHTML !== row.innerHTML) { shown.innerHTML = row.innerHTML; }
                  });
                }).catch(function () {
                  // Aborted for a newer question, or no answer (offline): the
                  // next edit asks again, and the next page shows the rows.
                });
              };
              var edited = function (event) {
                if (event.target.type === "file") { return; }
                if (waiting) { clearTimeout(waiting); }
                waiting = setTimeout(refresh, 250);
              };
              form.addEventListener("input", edited);
              form.addEventListener("change", edited);
            }
            // A page shown again from the history is ready to send again.
            window.addEventListener("pageshow", function () {
              if (!sending) { return; }
              sending.forEach(function (entry) {
                entry.button.textContent = entry.text;
                entry.button.classList.remove("fk-button--sending");
              });
              form.removeAttribute("aria-busy");
              sending = null;
            });
            // A field left by pressing one of the form's buttons says what is
            // wrong once the press is over, not as it starts: a message put
            // in above the button moves it, the press would end elsewhere,
            // and the click that sends the form would be lost.
            var pressing = false, afterPress = [];
            form.addEventListener("pointerdown", function (event) {
              if (event.button === 0 && event.target.closest && event.target.closest("button")) { pressing = true; }
            });
            var pressed = function () {
              if (!pressing) { return; }
              pressing = false;
              // After the click this press makes, which is sent first.
              setTimeout(function () {
                var waiting = afterPress;
                afterPress = [];
                waiting.forEach(function (run) { run(); });
              }, 0);
            };
            document.addEventListener("pointerup", pressed);
            document.addEventListener("pointercancel", pressed);
            // A page sent back with errors: the server has checked every field.
            var validated = form.hasAttribute("data-fk-validated");
            form.querySelectorAll("[data-fk-checks]").forEach(function (control) {
              var checks;
              try { checks = JSON.parse(control.getAttribute("data-fk-checks")); } catch (e) { return; }
              var live = control.getAttribute("data-fk-mode") === "change";
              var checked = validated;
              function run() {
                checked = true;
                var failing = checks.filter(function (c) { return fails(c, control); });
                // A missing value gets one message, that it is required, as
                // on the server: not also that it is too short.
                var missing = failing.filter(function (c) { return c.k === "required"; });
                var messages = (missing.length ? missing : failing).map(function (c) { return c.m; });
                show(control, messages.filter(function (m, i) { return messages.indexOf(m) === i; }), prefix);
              }
              control.addEventListener(control.type === "checkbox" ? "change" : "input", function () { if (live) { run(); } });
              // A file too large for the server is said as it is chosen, and
              // the page is not sent with it: the server would refuse the
              // whole page, and what was typed with it.
              if (control.type === "file" && checks.some(function (c) { return c.k === "maxbytes"; })) {
                control.addEventListener("change", run);
                form.addEventListener("submit", function (event) {
                  if (!checks.some(function (c) { return c.k === "maxbytes" && fails(c, control); })) { return; }
                  event.preventDefault();
                  run();
                  control.focus();
                }, true);
              }
              // A number that does not read, which the page does not send
              // (above), says why with its checks' message.
              if (control.type === "number") {
                form.addEventListener("submit", function () {
                  if (control.validity && control.validity.badInput) { run(); }
                }, true);
              }
              control.addEventListener("blur", function () {
                live = true;
                if (pressing) { afterPress.push(run); } else { run(); }
              });
              // A check against another field runs again when that field
              // changes, once this one has been checked, as the server's
              // rule does: fixing either field clears the message.
              checks.forEach(function (check) {
                var other = check.k === "matches" ? form.elements.namedItem(check.v) : null;
                if (isText(other)) { other.addEventListener("input", function () { if (live && checked) { run(); } }); }
              });
            });
          });
        })();
        """#
}
