import "server-only";
import { AdminCommandError, type AdminCommand } from "@/lib/admin/commands";
import { approvePayment, listPendingPayments, PaymentReviewError, rejectPayment } from "./service";

function referenceArgument(args: string[], command: string): string {
  const [reference] = args;
  if (!reference) throw new AdminCommandError(`Usage: npm run admin -- ${command} REF`);
  return reference;
}

async function reviewing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PaymentReviewError) throw new AdminCommandError(error.message);
    throw error;
  }
}

export const listPaymentsCommand: AdminCommand = async () => {
  const pending = await listPendingPayments();
  return {
    message: `${pending.length} pending payment reference(s).`,
    rows: pending.map(({ payment, email }) => ({
      reference: payment.reference,
      email,
      period: payment.period,
      amount: `${payment.currency} ${payment.amount.toLocaleString("en")}`,
      submitted: payment.createdAt.toISOString().slice(0, 16).replace("T", " "),
    })),
  };
};

export const approvePaymentCommand: AdminCommand = async ({ args }) => {
  const result = await reviewing(() => approvePayment(referenceArgument(args, "approve")));
  return {
    message: `Approved ${result.reference}: premium until ${result.until.toISOString().slice(0, 10)}.`,
  };
};

export const rejectPaymentCommand: AdminCommand = async ({ args, flags }) => {
  const result = await reviewing(() =>
    rejectPayment(referenceArgument(args, "reject"), flags.note),
  );
  return { message: `Rejected ${result.reference}.` };
};
