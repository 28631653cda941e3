#!/usr/bin/env python3
"""Runs .github/workflows/publish.yml as GitHub would, step by step, for a
sequence of pushes and pull requests on a scratch report repository, and
checks what each run comments, whether it passes, and what it deploys.

Every step of the `build` job is executed in order: `run:` steps with bash
-eo pipefail, GITHUB_OUTPUT, GITHUB_ENV and GITHUB_STEP_SUMMARY, their `if:`
and `env:` evaluated; `uses:` steps are played by this script (checkout: the
scratch repository is the working folder; cache restore/save: a folder; the
pull-request comment: a file; upload and deploy: the site served over HTTP).
A step or condition this script does not know fails the test, so a step added
to the workflow cannot go untested. Nothing is fetched from the network:
`cargo install` installs the binary under test after checking that the tag
exists in a local clone of pixreport's repository, and apt-get, sudo and npx
are recorded, not run.

Usage: python3 tests/workflow/run.py PIXREPORT_BINARY
(the binary must be built with --features pdf: the workflow makes PDFs).
"""
import http.server
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
WF = ROOT / ".github/workflows/publish.yml"


def fail(msg):
    print(f"FAIL: {msg}", file=sys.stderr)
    sys.exit(1)


# --- the workflow, read as data ---------------------------------------------
def parse_workflow(text):
    """Top-level env and the build job's steps (dicts of name, id, if, uses,
    run, env, with). A small reader of this file's own layout (two-space
    indents, steps at six, their keys at eight), so that the test needs
    nothing beyond Python's standard library."""
    lines = text.split("\n")

    def scalar(v):
        v = re.sub(r"\s+#.*$", "", v).strip()
        if len(v) >= 2 and v[0] == v[-1] and v[0] in "\"'":
            return v[1:-1]
        return v

    def block(j, indent):
        """The lines from j on that are indented by at least `indent` (or blank)."""
        out = []
        while j < len(lines) and (lines[j].startswith(" " * indent) or not lines[j].strip()):
            out.append(lines[j][indent:])
            j += 1
        while out and not out[-1].strip():
            out.pop()
        return out, j

    def mapping(body):
        return {m.group(1): scalar(m.group(2))
                for m in (re.match(r"([A-Za-z0-9_-]+):\s*(.*)$", l) for l in body) if m}

    env_body, _ = block(lines.index("env:") + 1, 2)
    env = mapping(l for l in env_body if not l.startswith(" "))
    start = lines.index("  build:")
    end = lines.index("  deploy:")
    steps, j = [], start
    while j < end:
        if not lines[j].startswith("      - "):
            j += 1
            continue
        head = lines[j][8:]
        body, j = block(j + 1, 8)
        items, step, k = [head] + body, {}, 0
        while k < len(items):
            m = re.match(r"([a-z-]+):\s*(.*)$", items[k])
            k += 1
            if not m:
                continue
            key, val = m.group(1), m.group(2)
            if val in ("|", ""):
                sub = []
                while k < len(items) and (items[k].startswith("  ") or not items[k].strip()):
                    sub.append(items[k][2:])
                    k += 1
                step[key] = "\n".join(sub).strip("\n") + "\n" if key == "run" else mapping(sub)
            else:
                step[key] = val.strip() if key == "if" else scalar(val)
        steps.append(step)
    return env, steps


# --- a scratch world ----------------------------------------------------------
class World:
    def __init__(self, binary, tag_name):
        self.tmp = Path(tempfile.mkdtemp(prefix="pixreport-workflow-"))
        self.bin = self.tmp / "bin"          # shims; pixreport appears here once installed
        self.cache = self.tmp / "cache"      # actions/cache
        self.site = self.tmp / "site"        # the published site
        self.log = self.tmp / "calls.log"    # what the shims were asked
        for d in (self.bin, self.cache, self.site):
            d.mkdir()
        self.binary = Path(binary).resolve()
        # pixreport's own repository, as users install from it (tags included).
        self.remote = self.tmp / "pixreport.git"
        subprocess.run(["git", "clone", "-q", "--bare", str(ROOT), str(self.remote)], check=True)
        tag = "refs/tags/" + tag_name
        if subprocess.run(["git", "-C", str(self.remote), "rev-parse", "-q", "--verify", tag],
                          capture_output=True).returncode != 0:
            print(f"note: this checkout has no tag {tag_name} (a shallow clone or an export?); the install "
                  f"step is tested against a tag made here at HEAD. docs/release.md says how releases are tagged.")
            subprocess.run(["git", "-C", str(self.remote), "tag", tag_name, "HEAD"], check=True)
        self.shim("cargo", f"""
echo "cargo $*" >> "{self.log}"
[ "$1 $2 $3" = "install --locked --git" ] || {{ echo "unexpected cargo call: $*" >&2; exit 1; }}
git ls-remote --exit-code --tags "$4" "refs/tags/$6" > /dev/null || {{ echo "no tag $6" >&2; exit 101; }}
ln -sf "{self.binary}" "{self.bin}/pixreport"
""")
        self.shim("sudo", 'exec "$@"')
        self.shim("apt-get", f'echo "apt-get $*" >> "{self.log}"')
        self.shim("npx", f'echo "npx $*" >> "{self.log}"')
        site = str(self.site)

        class Quiet(http.server.SimpleHTTPRequestHandler):
            def __init__(self, *a, **kw):
                super().__init__(*a, directory=site, **kw)

            def log_message(self, *a):
                pass

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Quiet)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"

    def shim(self, name, body):
        p = self.bin / name
        p.write_text("#!/usr/bin/env bash\nset -euo pipefail\n" + body.strip() + "\n")
        p.chmod(0o755)

    def close(self):
        self.server.shutdown()
        shutil.rmtree(self.tmp, ignore_errors=True)


CONDITIONS = {
    "steps.cache.outputs.cache-hit != 'true'": lambda r: r.outputs.get("cache", {}).get("cache-hit") != "true",
    "github.event_name == 'pull_request' && github.event.pull_request.head.repo.full_name == github.repository":
        lambda r: r.event == "pull_request",
    "github.event_name == 'pull_request' && github.event.pull_request.head.repo.full_name != github.repository":
        lambda r: False,
    "github.event_name == 'push' && github.ref_name == github.event.repository.default_branch":
        lambda r: r.event == "push",
}


class Run:
    """One run of the build job (and of deploy, after a push that passed)."""

    def __init__(self, world, repo, event, sha, env_over=None, repository="owner/reports"):
        self.w, self.repo, self.event, self.sha = world, repo, event, sha
        self.env_over = env_over or {}
        self.repository = repository
        self.outputs, self.github_env = {}, {}
        self.failed_step, self.step_log = None, ""
        self.comment = None
        self.artifact = None

    def expr(self, text):
        """`${{ ... }}` in an env value: the expressions this workflow uses."""
        def one(m):
            e = m.group(1).strip()
            m2 = re.fullmatch(r"steps\.([a-z-]+)\.outputs\.([a-z-]+)", e)
            if m2:
                return self.outputs.get(m2.group(1), {}).get(m2.group(2), "")
            for cond, f in CONDITIONS.items():
                if e == cond:
                    return "true" if f(self) else "false"
            fail(f"run.py does not know the expression ${{{{ {e} }}}}")
        return re.sub(r"\$\{\{(.*?)\}\}", one, text)

    def run(self, env_top, steps):
        # A fresh runner: pixreport is there only if restored or installed.
        (self.w.bin / "pixreport").unlink(missing_ok=True)
        job_env = {**env_top, **self.env_over}
        for k, v in job_env.items():
            if "${{" in v:
                fail(f"run.py cannot evaluate the workflow env {k}: {v}")
        for step in steps:
            sid = step.get("id", step.get("name", step.get("uses")))
            cond = step.get("if")
            if cond is not None:
                if cond not in CONDITIONS:
                    fail(f"run.py does not know the condition `{cond}` (step {sid})")
                if not CONDITIONS[cond](self):
                    continue
            if "uses" in step:
                self.action(sid, step)
            elif "run" in step:
                if not self.shell(sid, step, job_env):
                    self.failed_step = sid
                    return self
            else:
                fail(f"step {sid}: neither uses nor run")
        if self.event == "push":
            # deploy: the artifact replaces the published site
            if self.artifact is None:
                fail("a push that passed uploaded no Pages artifact")
            shutil.rmtree(self.w.site)
            shutil.copytree(self.artifact, self.w.site)
        return self

    def action(self, sid, step):
        uses = step["uses"]
        cached = self.w.cache / "pixreport"
        if uses.startswith("actions/checkout@"):
            return
        if uses.startswith("actions/cache/restore@"):
            if step["with"]["path"] != "~/.cargo/bin/pixreport":
                fail("cache restore: unexpected path")
            hit = cached.exists()
            if hit:
                os.symlink(os.readlink(cached), self.w.bin / "pixreport")
            self.outputs[sid] = {"cache-hit": "true" if hit else "false"}
            return
        if uses.startswith("actions/cache/save@"):
            installed = self.w.bin / "pixreport"
            if not installed.exists():
                fail("cache save: nothing was installed")
            os.symlink(os.readlink(installed), cached)
            return
        if uses.startswith("marocchino/sticky-pull-request-comment@"):
            self.comment = (self.repo / step["with"]["path"]).read_text()
            return
        if uses.startswith("actions/upload-pages-artifact@"):
            self.artifact = self.w.tmp / "artifact"
            shutil.rmtree(self.artifact, ignore_errors=True)
            shutil.copytree(self.repo / step["with"]["path"], self.artifact)
            return
        fail(f"run.py does not know the action {uses} (step {sid})")

    def shell(self, sid, step, job_env):
        out = self.w.tmp / "github_output"
        envf = self.w.tmp / "github_env"
        out.write_text("")
        envf.write_text("")
        env = {
            "PATH": f"{self.w.bin}:{os.environ['PATH']}",
            "HOME": str(self.w.tmp),
            "LANG": "C.UTF-8",
            "GITHUB_OUTPUT": str(out),
            "GITHUB_ENV": str(envf),
            "GITHUB_STEP_SUMMARY": str(self.w.tmp / "step_summary"),
            "GITHUB_REPOSITORY": self.repository,
            "GITHUB_REPOSITORY_OWNER": self.repository.split("/")[0],
            "GITHUB_SHA": self.sha,
            **job_env,
            **self.github_env,
        }
        for k, v in step.get("env", {}).items():
            env[k] = self.expr(v)
        p = subprocess.run(
            ["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", step["run"]],
            cwd=self.repo, env=env, capture_output=True, text=True,
        )
        self.step_log += f"--- {sid} (exit {p.returncode})\n{p.stdout}{p.stderr}"
        self.outputs[sid] = dict(
            l.split("=", 1) for l in out.read_text().splitlines() if "=" in l
        )
        for l in envf.read_text().splitlines():
            if "=" in l:
                k, v = l.split("=", 1)
                self.github_env[k] = v
        return p.returncode == 0


# --- scenarios ---------------------------------------------------------------
def main():
    if len(sys.argv) != 2:
        fail("usage: python3 tests/workflow/run.py PIXREPORT_BINARY "
             "(e.g. target/release/pixreport, built with --features pdf)")
    binary = sys.argv[1]
    if not os.access(binary, os.X_OK):
        fail(f"{binary}: not an executable")
    text = WF.read_text()
    env_top, steps = parse_workflow(text)
    ids = [s.get("id") for s in steps if "run" in s]
    if None in ids:
        fail("every run: step of publish.yml needs an id (the test names steps by it)")
    for want in ("install", "fonts", "site", "check", "build", "previous", "diff", "verdict",
                 "site-history", "history"):
        if want not in ids:
            fail(f"publish.yml has no run step with id: {want}")
    if re.search(r"branches: \[ *main *\]|refs/heads/main|ref_name == .main.", text):
        fail("publish.yml hard-codes the branch name main")
    version = re.search(r'^version = "([^"]+)"', (ROOT / "Cargo.toml").read_text(), re.M).group(1)
    if env_top.get("PIXREPORT_TAG") != f"v{version}":
        fail(f"publish.yml installs {env_top.get('PIXREPORT_TAG')}, the release of this source is v{version}")

    w = World(binary, f"v{version}")
    try:
        scenarios(w, env_top, steps, version)
    finally:
        w.close()
    print("workflow: every scenario passed")


def git(repo, *args):
    subprocess.run(["git", "-C", str(repo), "-c", "user.name=t", "-c", "user.email=t@example.org", *args],
                   check=True, capture_output=True)


def scenarios(w, env_top, steps, version):
    over = {"PIXREPORT_GIT": str(w.remote), "SITE_URL": w.url}
    sha = iter(f"{n:040x}" for n in range(1, 100))

    def job(event, **kw):
        r = Run(w, repo, event, next(sha), {**over, **kw.pop("env", {})}, **kw).run(env_top, steps)
        return r

    def expect(name, r, ok, *texts, absent=()):
        if (r.failed_step is None) != ok:
            print(r.step_log, file=sys.stderr)
            fail(f"{name}: expected the job to {'pass' if ok else 'fail'}; failed step: {r.failed_step}")
        comment = (repo / "comment.md").read_text() if (repo / "comment.md").exists() else ""
        for t in texts:
            if t not in comment and t not in r.step_log:
                print(comment, r.step_log, file=sys.stderr, sep="\n")
                fail(f"{name}: neither the comment nor the log says: {t}")
        for t in absent:
            if t in comment:
                print(comment, file=sys.stderr)
                fail(f"{name}: the comment should not say: {t}")
        print(f"ok: {name}")

    def published(kind):
        return sorted(p.relative_to(w.site).as_posix() for p in w.site.rglob(f"*.{kind}"))

    def notes(report):
        p = w.site / "data/history" / report / "notes.txt"
        return p.read_text() if p.exists() else ""

    # The report repository: `pixreport new`, real IOR logs, two reports.
    repo = w.tmp / "reports"
    pix = str(w.binary)
    subprocess.run([pix, "new", str(repo)], check=True, capture_output=True)
    fix = ROOT / "tests/fixtures/raw/ior/4.1.0+dev"
    (repo / "logs").mkdir()
    for f in ("ior_shared_np1.txt", "ior_shared_np4.txt", "ior_fpp_np1.txt", "ior_fpp_np4.txt"):
        shutil.copy(fix / f, repo / "logs")
    subprocess.run([pix, "ingest", "logs", "--into", "my-report"], cwd=repo, check=True, capture_output=True)
    shutil.copytree(repo / "my-report", repo / "second-report")
    toml = repo / "pixreport.toml"
    toml.write_text(re.sub(r"(?m)^reports = .*$", 'reports = ["my-report", "second-report"]', toml.read_text()))
    git(repo, "init", "-q")
    git(repo, "add", "-A")
    git(repo, "commit", "-qm", "first reports")
    csv = repo / "my-report/results/ior-shared-1m.csv"
    intro = repo / "my-report/text/en/introduction.md"

    # 0. The install step: a tag that does not exist stops with a clear error.
    r = job("pull_request", env={"PIXREPORT_TAG": "v9.9.9"})
    if r.failed_step != "install" or "has no tag v9.9.9" not in r.step_log:
        print(r.step_log, file=sys.stderr)
        fail("a missing release tag: the install step should stop and name the tag")
    print("ok: a missing release tag stops the install step and names it")
    if (w.cache / "pixreport").exists():
        fail("nothing installed, yet something was cached")

    # 1. First push: installs the release (cached at once), publishes every format.
    r = job("push")
    expect("first push, nothing published", r, True, "Nothing is published for this report yet")
    calls = w.log.read_text()
    if f"--tag v{version} --features pdf pixreport" not in calls:
        fail(f"the install step did not install the release tag: {calls}")
    if calls.index("apt-get update") > calls.index("apt-get install"):
        fail("apt-get install ran before apt-get update")
    if not (w.cache / "pixreport").exists():
        fail("the installed binary was not cached")
    pdfs = published("pdf")
    if len(pdfs) != 8:
        fail(f"first publish: 8 PDFs expected (2 reports x 4 languages), got {pdfs}")
    if (w.site / "data/history/my-report/runs.txt").read_text().count("\n") != 1:
        fail("first publish: the history should hold one run")
    if f'href="{w.url}/en/my-report/' not in (w.site / "en/my-report/index.html").read_text():
        fail("the build was not given the site's address (--base-url)")

    # 2. A normal pull request (prose edited): passes; the cached binary is used.
    w.log.write_text("")
    intro.write_text(intro.read_text() + "\nMore words.\n")
    r = job("pull_request")
    expect("normal PR", r, True, "my-report: current run against the baseline",
           "0 regressed, 0 improved", absent=("Unconfirmed changes",))
    if "cargo install" in w.log.read_text():
        fail("normal PR: pixreport was compiled again although it was cached")
    if r.comment is None:
        fail("normal PR: no comment posted")

    # 3. A regression: every write of the shared-file benchmark at 40 %.
    lines = csv.read_text().splitlines()
    head = lines[0].split(",")
    wcol = head.index("write")
    rows = [lines[0]] + [",".join(str(float(c) * 0.4) if i == wcol else c for i, c in enumerate(l.split(",")))
                         for l in lines[1:]]
    csv.write_text("\n".join(rows) + "\n")
    r = job("pull_request")
    expect("regression PR", r, False, "Unconfirmed changes (not tested)", "possible regression",
           "regressed or lost a series")
    if r.failed_step != "verdict":
        fail(f"regression PR: should fail at the verdict, failed at {r.failed_step}")

    # 4. The reviewer accepts it in the pull request: it passes, the comment says why.
    why = "the new stripe layout trades shared-file writes for capacity (ticket 42)"
    (repo / "accepted.txt").write_text(f"# report: why\nmy-report: {why}\n")
    r = job("pull_request")
    expect("accepted regression PR", r, True, f"Accepted (accepted.txt): {why}")

    # 5. Merged: the site is published with the new level as baseline, every
    # format kept in the history rebuild, and the acceptance recorded.
    git(repo, "add", "-A")
    git(repo, "commit", "-qm", "accept the new write level")
    r = job("push")
    expect("push of the accepted change", r, True)
    if len(published("pdf")) != 8:
        fail(f"second publish lost PDFs: {published('pdf')}")
    if f"\taccepted\t{why}\n" not in notes("my-report"):
        fail(f"the acceptance is not in the published history: {notes('my-report')!r}")
    if "accepted" in notes("second-report"):
        fail("the acceptance was recorded for a report it does not name")

    # 6. The next pull request: the new level is the baseline; the stale line is said.
    intro.write_text(intro.read_text() + "\nEven more words.\n")
    r = job("pull_request")
    expect("PR after the acceptance", r, True, "was accepted before", absent=("possible regression",))

    # 7. A push that renames a benchmark (its series go missing): the default
    # branch publishes anyway and the run is marked in the history.
    (repo / "accepted.txt").unlink()
    rt = repo / "second-report/report.toml"
    rt.write_text(rt.read_text().replace("ior-fpp-1m", "ior-fpp-1m-renamed"))
    for p in (repo / "second-report/results").glob("ior-fpp-1m*"):
        p.rename(p.with_name(p.name.replace("ior-fpp-1m", "ior-fpp-1m-renamed")))
    git(repo, "add", "-A")
    git(repo, "commit", "-qm", "rename")
    before = published("json")
    r = job("push")
    expect("push with a renamed benchmark", r, True, "published anyway")
    if "\tfailed\tregression\n" not in notes("second-report"):
        fail(f"the failed gate is not marked in the history: {notes('second-report')!r}")
    if "ior-fpp-1m-renamed" not in (w.site / "data/second-report.json").read_text():
        fail("the renamed benchmark was not published")
    page = (w.site / "en/my-report/index.md").read_text()
    if f"was accepted as the new level: {why}." not in page:
        fail("the acceptance is not said on the report's run history")
    if len(published("pdf")) != 8 or not before:
        fail("third publish lost PDFs")

    # 8. A pull request that regresses while the published data of the other
    # report is broken: both are said, the error does not hide the regression.
    rows = csv.read_text().splitlines()
    rows = [rows[0]] + [",".join(str(float(c) * 0.4) if i == wcol else c for i, c in enumerate(l.split(",")))
                        for l in rows[1:]]
    csv.write_text("\n".join(rows) + "\n")
    (w.site / "data/second-report.json").write_text('{ "schema": 1, "report": ')
    r = job("pull_request")
    expect("regression and diff error PR", r, False, "pixreport diff failed (exit 1)", "second-report.json",
           "pixreport diff failed for 1 report", "regressed or lost a series")

    # 9. The site address GitHub Pages gives, for project and user pages.
    for repository, want in (("Owner/reports", "https://owner.github.io/reports"),
                              ("Owner/Owner.github.io", "https://owner.github.io")):
        run = Run(w, repo, "pull_request", next(sha), {"SITE_URL": ""}, repository=repository)
        site_step = next(s for s in steps if s.get("id") == "site")
        if not run.shell("site", site_step, {**env_top, "SITE_URL": ""}) or run.github_env.get("SITE") != want:
            fail(f"{repository}: site address {run.github_env.get('SITE')!r}, expected {want}")
    print("ok: the Pages address of a project and of a user site")


if __name__ == "__main__":
    main()
