// Finds the Chromium the end-to-end tests drive; installs Debian's package when it can.
import { execSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";

const candidate = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
if (existsSync(candidate)) process.exit(0);

const isDebianLike = existsSync("/etc/debian_version") || /debian|ubuntu/i.test(readOsRelease());
const isRoot = typeof process.getuid === "function" && process.getuid() === 0;

if (!process.env.CHROMIUM_PATH && isDebianLike && isRoot) {
  console.log("Chromium not found: installing Debian's chromium package…");
  execSync("apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium", {
    stdio: "inherit",
  });
  if (existsSync(candidate)) process.exit(0);
}

console.error(
  `Chromium was not found at ${candidate}.\n` +
    "Install it with `sudo apt-get install -y chromium` (Debian/Ubuntu) or set CHROMIUM_PATH to a Chromium binary.",
);
process.exit(1);

function readOsRelease() {
  try {
    return readFileSync("/etc/os-release", "utf8");
  } catch {
    return "";
  }
}
