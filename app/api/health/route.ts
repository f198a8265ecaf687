import { pingDb } from "@/lib/db/client";

export const dynamic = "force-dynamic";

export async function GET() {
  const healthy = await pingDb();
  return Response.json(
    healthy ? { status: "ok", db: "ok" } : { status: "error", db: "unavailable" },
    { status: healthy ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
