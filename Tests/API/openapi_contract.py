"""The web demo's OpenAPI document, proven by tools nobody here wrote.

Usage: openapi_contract.py BASE_URL

Against the running demo at BASE_URL (started by WebDemoProcessTests.swift):

1. openapi-spec-validator accepts /openapi.json as OpenAPI 3.1.
2. jsonschema: every form's body schema is valid against the JSON Schema
   2020-12 metaschema.
3. schemathesis runs with its default checks and finds nothing. One check
   is told one thing: `positive_data_acceptance` also takes 422, since a
   schema-valid body may still fail a rule no schema can say (two passwords
   that differ, a name already taken); each form lists those rules in
   `x-formskit-rules`, and step 4 holds the server to them.
4. A differential test: bodies drawn from each form's schema
   (hypothesis-jsonschema, seeded) must each be accepted (200), or refused
   (422) only with messages that an `x-formskit-rules` entry of the field
   gives, or a rule that only the server knows the words of.

The seed is FORMSKIT_SEED (a number, or `random`), else a fixed one, and is
printed. Exits 77 when a tool is missing (pip install schemathesis
hypothesis-jsonschema openapi-spec-validator jsonschema), which the Swift
test reads as "skip" unless CI=true; 1 when a check fails.
"""
import json
import os
import random
import subprocess
import sys
import tempfile
import urllib.error
import urllib.request

try:
    from hypothesis import HealthCheck, given, settings
    from hypothesis import seed as hypothesis_seed
    from hypothesis_jsonschema import from_schema
    from jsonschema import Draft202012Validator
    from openapi_spec_validator import validate
    import schemathesis  # noqa: F401  (run as a program below)
except ImportError as error:
    print(f"{error.name} is not installed (pip install schemathesis hypothesis-jsonschema openapi-spec-validator jsonschema)")
    sys.exit(77)

SCHEMATHESIS = [sys.executable, "-m", "schemathesis.cli"]
BODIES_PER_FORM = int(os.environ.get("FORMSKIT_CONTRACT_BODIES", "150"))

failures = []


def check(condition, message):
    if not condition:
        failures.append(message)
        print("FAILED: " + message)


def seed_from_environment():
    value = os.environ.get("FORMSKIT_SEED", "")
    if value == "random":
        return random.randrange(1, 2**32)
    if value:
        return int(value, 0)
    return 20261204


def fetch(url):
    with urllib.request.urlopen(url, timeout=30) as response:
        return response.status, json.load(response)


def post(url, body):
    request = urllib.request.Request(url, data=json.dumps(body).encode(), method="POST", headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.read()


def body_schemas(document):
    """Each form's path and the schema of the body that submits it whole."""
    for path, item in sorted(document["paths"].items()):
        schema = item["post"]["requestBody"]["content"]["application/json"]["schema"]
        yield path, schema["anyOf"][0] if "anyOf" in schema else schema, schema.get("anyOf", [schema])


def node(schema, name):
    """The schemas a problem's field name leads through, outermost first
    (`options.2` is the array's, then its item's)."""
    nodes = [schema]
    for part in name.split("."):
        current = nodes[-1]
        if part.isdigit() and "items" in current:
            nodes.append(current["items"])
        elif part in current.get("properties", {}):
            nodes.append(current["properties"][part])
        else:
            return nodes[1:] if len(nodes) > 1 else []
    return nodes[1:]


def explained(schema, name, message):
    """Whether an x-formskit-rules entry of field `name` (or of the group
    it is in) says `message`, or is a rule whose words only the server
    knows."""
    for level in node(schema, name):
        for rule in level.get("x-formskit-rules", []):
            if not rule["messages"] or message in rule["messages"]:
                return True
    return False


def differential(base, path, schema, seed):
    unexplained = []
    answered = {}

    @hypothesis_seed(seed)
    @settings(max_examples=BODIES_PER_FORM, deadline=None, database=None,
              suppress_health_check=list(HealthCheck))
    @given(from_schema(schema))
    def each(body):
        status, answer = post(base + path, body)
        answered[status] = answered.get(status, 0) + 1
        if status == 200:
            return
        if status == 422:
            problems = json.loads(answer)
            # The document says what holds now: an edit form that saved
            # values since takes bodies without them, and asks for a change.
            current = dict((p, whole) for p, whole, _ in body_schemas(fetch(base + "/openapi.json")[1]))[path]
            if "errors" in problems:
                for name, messages in problems["errors"].items():
                    for message in messages:
                        if not explained(current, name, message):
                            unexplained.append(f"{path} {name}: {message!r} for {json.dumps(body)[:300]}")
                form_rules = current.get("x-formskit-rules", [])
                for message in problems.get("formErrors", []):
                    if not any(message in rule["messages"] for rule in form_rules):
                        unexplained.append(f"{path} (form): {message!r} for {json.dumps(body)[:300]}")
                return
        unexplained.append(f"{path} answered {status} {answer[:200]!r} for {json.dumps(body)[:300]}")

    each()
    print(f"{path}: {sum(answered.values())} bodies, answers {dict(sorted(answered.items()))}")
    for line in unexplained[:5]:
        check(False, "schema-valid body refused without a listed rule: " + line)


def main():
    base = sys.argv[1].rstrip("/")
    seed = seed_from_environment()
    print(f"seed {seed} (FORMSKIT_SEED to change it)")

    # The demo's saved forms are saved once first, so that the document
    # read below holds for the whole run: a form that holds saved values
    # takes a body without them (no member is required) and asks for a
    # change, while a fresh one requires its name and email.
    for path, body in [("/settings", {}), ("/display", {}), ("/profile", {"name": "Ada", "email": "ada@example.com"})]:
        status, answer = post(base + path, body)
        # 422 with no field's message: saved already, and nothing changed.
        saved_before = status == 422 and json.loads(answer).get("errors") == {}
        check(status == 200 or saved_before, f"saving {path} first answered {status}: {answer[:200]!r}")

    status, document = fetch(base + "/openapi.json")
    check(status == 200, f"/openapi.json answered {status}")
    try:
        validate(document)
        print("openapi-spec-validator: the document is valid OpenAPI 3.1")
    except Exception as error:  # the validator's own exception types vary by version
        check(False, f"openapi-spec-validator: {error}")

    forms = list(body_schemas(document))
    check(len(forms) >= 9, f"the document lists {len(forms)} forms")
    for path, _, schemas in forms:
        for schema in schemas:
            try:
                Draft202012Validator.check_schema(schema)
            except Exception as error:
                check(False, f"{path}: not a valid 2020-12 schema: {error}")
    print(f"jsonschema: {sum(len(s) for _, _, s in forms)} body schemas are valid against the 2020-12 metaschema")

    with tempfile.TemporaryDirectory() as folder:
        with open(os.path.join(folder, "schemathesis.toml"), "w") as config:
            config.write(
                '[checks.positive_data_acceptance]\nexpected-statuses = ["2xx", "422"]\n'
                # A body over the server's size limit is refused with 413,
                # which this check does not count as a refusal by default.
                '[checks.negative_data_rejection]\n'
                'expected-statuses = ["400", "401", "403", "404", "405", "406", "409", "413", "415", "422", "428", "429"]\n')
        run = subprocess.run(
            SCHEMATHESIS + ["run", base + "/openapi.json", "--url", base, "--seed", str(seed), "--max-examples", "100", "--no-color"],
            cwd=folder, capture_output=True, text=True, timeout=900)
        summary = [line for line in run.stdout.splitlines() if "generated" in line or "passed" in line or "failure" in line]
        print("schemathesis: " + " / ".join(line.strip() for line in summary[-3:]))
        # Failing cases can hold megabytes of body: each line is cut short.
        report = "\n".join(line[:400] for line in run.stdout.splitlines()[-120:])
        check(run.returncode == 0, "schemathesis found problems:\n" + report + run.stderr[-2000:])

    for path, whole, _ in forms:
        differential(base, path, whole, seed)

    if failures:
        print(f"{len(failures)} checks failed")
        sys.exit(1)
    print("every check passed")


main()
