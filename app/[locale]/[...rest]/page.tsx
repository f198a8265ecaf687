import { notFound } from "next/navigation";

export default async function UnknownPage({ params }: PageProps<"/[locale]/[...rest]">) {
  const { locale, rest } = await params;
  console.warn(`[404] /${locale}/${rest.join("/")}`);
  notFound();
}
