-- wrk script: POSTs the create-plan form with a valid CSRF token and cookie
-- (FK_TOKEN, FK_COOKIE, FK_ORIGIN from the environment), each request a plan
-- with a name of its own (FK_PREFIX, "load" by default, then the thread and
-- a count) and a page id of its own, as a browser sends each page's; counts
-- 303s (created) and anything else (errors).
local threads = {}
local count = 0

function setup(thread)
  count = count + 1
  thread:set("id", count)
  table.insert(threads, thread)
end

function init(args)
  sent = 0
  created = 0
  failed = 0
  statuses = ""
  token = os.getenv("FK_TOKEN")
  prefix = os.getenv("FK_PREFIX") or "load"
  headers = {
    ["Content-Type"] = "application/x-www-form-urlencoded",
    ["Cookie"] = os.getenv("FK_COOKIE"),
    ["Origin"] = os.getenv("FK_ORIGIN"),
  }
end

function request()
  sent = sent + 1
  local name = prefix .. "-" .. id .. "-" .. sent
  local body = "_fk_csrf=" .. token .. "&_fk_submission=" .. name .. "&name=" .. name .. "&email=&_fk_action=submit"
  return wrk.format("POST", "/create-plan", headers, body)
end

function response(status, headers, body)
  if status == 303 then
    created = created + 1
  else
    failed = failed + 1
    if #statuses < 200 then statuses = statuses .. status .. " " end
  end
end

function done(summary, latency, requests)
  local c, f, s = 0, 0, 0
  for _, thread in ipairs(threads) do
    c = c + thread:get("created")
    f = f + thread:get("failed")
    s = s + thread:get("sent")
    local seen = thread:get("statuses")
    if seen ~= "" then io.write("unexpected statuses: " .. seen .. "\n") end
  end
  io.write(string.format("posts sent %d, created (303) %d, other answers %d\n", s, c, f))
  io.write(string.format("p50 %.2f ms, p99 %.2f ms\n", latency:percentile(50) / 1000, latency:percentile(99) / 1000))
end
