import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { Client } from "pg";
import { afterAll, beforeAll, describe } from "vitest";
import { closeDb } from "@/lib/db/client";

interface DatabaseTarget {
  name: string;
  setUp: () => Promise<void>;
  tearDown: () => Promise<void>;
}

function embeddedTarget(): DatabaseTarget {
  let directory = "";
  return {
    name: "pglite",
    async setUp() {
      directory = mkdtempSync(path.join(os.tmpdir(), "bible-app-test-"));
      delete process.env.DATABASE_URL;
      process.env.DATA_DIR = directory;
    },
    async tearDown() {
      await closeDb();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** A fresh database on the PostgreSQL server of TEST_DATABASE_URL, dropped afterwards. */
function serverTarget(adminUrl: string): DatabaseTarget {
  const name = `bible_test_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
  const admin = async (sql: string) => {
    const client = new Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  return {
    name: "postgres",
    async setUp() {
      await admin(`create database ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      process.env.DATABASE_URL = url.toString();
    },
    async tearDown() {
      await closeDb();
      delete process.env.DATABASE_URL;
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

export function databaseTargets(): DatabaseTarget[] {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? [embeddedTarget(), serverTarget(serverUrl)] : [embeddedTarget()];
}

/** Runs a suite once per database driver: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function describeEachDatabase(title: string, suite: (target: string) => void): void {
  for (const target of databaseTargets()) {
    describe(`${title} [${target.name}]`, () => {
      beforeAll(target.setUp);
      afterAll(target.tearDown);
      suite(target.name);
    });
  }
}
