-- wrk script: POSTs the create-plan form with a valid CSRF token, the page's
-- tab and the browser's cookies (FK_TOKEN, FK_TAB, FK_COOKIE, FK_ORIGIN from
-- the environment) and values that fail
-- its rules (an empty name, an email that is not one), so that every answer
-- is the page shown again with its messages: 422. Counts anything else.
local threads = {}

function setup(thread)
  table.insert(threads, thread)
end

function init(args)
  invalid = 0
  other = 0
  local token = os.getenv("FK_TOKEN")
  wrk.method = "POST"
  local tab = os.getenv("FK_TAB") or ""
  wrk.body = "_fk_csrf=" .. token .. "&_fk_tab=" .. tab .. "&name=&email=not-an-email&_fk_action=submit"
  wrk.headers["Content-Type"] = "application/x-www-form-urlencoded"
  wrk.headers["Cookie"] = os.getenv("FK_COOKIE")
  wrk.headers["Origin"] = os.getenv("FK_ORIGIN")
end

function response(status, headers, body)
  if status == 422 then invalid = invalid + 1 else other = other + 1 end
end

function done(summary, latency, requests)
  local invalidTotal, otherTotal = 0, 0
  for _, thread in ipairs(threads) do
    invalidTotal = invalidTotal + thread:get("invalid")
    otherTotal = otherTotal + thread:get("other")
  end
  io.write(string.format("refused (422) %d, other answers %d\n", invalidTotal, otherTotal))
end
