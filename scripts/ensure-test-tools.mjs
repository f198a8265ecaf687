// Finds the programs the end-to-end tests drive (Chromium, and nginx for the reverse-proxy
// configuration); installs Debian's packages when it can.
import { execSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";

const tools = [
  {
    name: "Chromium",
    path: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    pkg: "chromium",
    env: "CHROMIUM_PATH",
  },
  {
    name: "nginx",
    path: process.env.NGINX_PATH || "/usr/sbin/nginx",
    pkg: "nginx",
    env: "NGINX_PATH",
  },
];

const missing = tools.filter((tool) => !existsSync(tool.path));
if (missing.length === 0) process.exit(0);

const isDebianLike = existsSync("/etc/debian_version") || /debian|ubuntu/i.test(readOsRelease());
const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
const installable = missing.filter((tool) => !process.env[tool.env]);

if (installable.length > 0 && isDebianLike && isRoot) {
  const packages = installable.map((tool) => tool.pkg).join(" ");
  console.log(
    `${installable.map((tool) => tool.name).join(" and ")} not found: installing Debian's ${packages}…`,
  );
  execSync(`apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y ${packages}`, {
    stdio: "inherit",
  });
}

const stillMissing = tools.filter((tool) => !existsSync(tool.path));
for (const tool of stillMissing) {
  console.error(
    `${tool.name} was not found at ${tool.path}.\n` +
      `Install it with \`sudo apt-get install -y ${tool.pkg}\` (Debian/Ubuntu) or set ${tool.env}.`,
  );
}
process.exit(stillMissing.length === 0 ? 0 : 1);

function readOsRelease() {
  try {
    return readFileSync("/etc/os-release", "utf8");
  } catch {
    return "";
  }
}
