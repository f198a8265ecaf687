import { NotFoundView } from "@/components/layout/not-found-view";

export default function LocaleNotFound() {
  return <NotFoundView />;
}
