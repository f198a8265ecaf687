// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import en from "@/messages/en.json";
import sw from "@/messages/sw.json";
import type { Subscription } from "@/lib/accounts/schemas";
import type { PaymentReferenceView } from "@/lib/payments/schemas";
import { SubscriptionCard } from "./subscription-card";

vi.mock("@/lib/i18n/navigation", () => ({
  Link: ({ href, children, ...props }: { href: string; children: ReactNode }) => (
    <a href={href} {...props}>
      {children}
    </a>
  ),
}));

afterEach(cleanup);

const NOW = new Date("2026-03-01T09:00:00Z");

function renderCard(
  subscription: Subscription,
  locale: "en" | "sw" = "en",
  pendingPayment: PaymentReferenceView | null = null,
) {
  return render(
    <NextIntlClientProvider
      locale={locale}
      messages={locale === "en" ? en : sw}
      timeZone="Africa/Nairobi"
      now={NOW}
    >
      <SubscriptionCard subscription={subscription} pendingPayment={pendingPayment} />
    </NextIntlClientProvider>,
  );
}

describe("SubscriptionCard", () => {
  it("shows a premium plan with its end date, days left and the last payment without decimals", () => {
    renderCard({
      type: "PREMIUM",
      is_active: true,
      end_date: "2026-03-31T09:00:00Z",
      payment: {
        amount: 25000.5,
        currency: "TZS",
        date: "2026-03-01T08:00:00Z",
        transaction_id: "QJK4X7Y2",
      },
    });
    const card = screen.getByTestId("subscription-card");
    expect(card).toHaveTextContent("Premium");
    expect(card).toHaveTextContent("Active");
    expect(card).toHaveTextContent("March 31, 2026");
    expect(card).toHaveTextContent("30 days");
    expect(screen.getByTestId("last-payment-amount").textContent?.replace(/\s/g, " ")).toBe(
      "TZS 25,001",
    );
    expect(card).toHaveTextContent("Transaction QJK4X7Y2");
    expect(screen.queryByRole("link", { name: "Upgrade to Premium" })).toBeNull();
  });

  it("shows the free plan with an upgrade link and no payment", () => {
    renderCard({ type: "FREE", is_active: false, end_date: null, payment: null });
    expect(screen.getByTestId("subscription-card")).toHaveTextContent("Inactive");
    expect(screen.getByText("No payments yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Upgrade to Premium" })).toHaveAttribute(
      "href",
      "/upgrade",
    );
  });

  it("shows a reference awaiting verification instead of no payments", () => {
    renderCard({ type: "FREE", is_active: false, end_date: null, payment: null }, "sw", {
      id: "reference-1",
      reference: "QJK4X7Y2",
      period: "yearly",
      amount: 9600,
      currency: "KES",
      status: "PENDING",
      created_at: "2026-02-28T08:00:00Z",
    });
    const card = screen.getByTestId("subscription-card");
    expect(card).toHaveTextContent("Inasubiri");
    expect(card).toHaveTextContent("Malipo yanasubiri kuthibitishwa");
    expect(card).toHaveTextContent("Namba ya kumbukumbu QJK4X7Y2");
    expect(card).not.toHaveTextContent(sw.Profile.subscription.noPayments);
    expect(card).not.toHaveTextContent(sw.Profile.subscription.inactive);
  });

  it("counts an expired premium plan as inactive with 0 days", () => {
    renderCard(
      { type: "PREMIUM", is_active: true, end_date: "2026-02-01T00:00:00Z", payment: null },
      "sw",
    );
    const card = screen.getByTestId("subscription-card");
    expect(card).toHaveTextContent("Hautumiki");
    expect(card).toHaveTextContent("siku 0");
    expect(screen.getByRole("link", { name: "Pandisha hadi Premium" })).toBeInTheDocument();
  });
});
