import type { NextRequest } from "next/server";
import { handlers } from "@/lib/auth/next-auth";
import { limitSignInAttempt } from "@/lib/auth/sign-in-limits";

export const dynamic = "force-dynamic";

export const GET = handlers.GET;

export async function POST(request: NextRequest): Promise<Response> {
  return (await limitSignInAttempt(request)) ?? handlers.POST(request);
}
