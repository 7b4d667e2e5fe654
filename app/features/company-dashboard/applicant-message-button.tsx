import { useState } from "react";
import { useTranslation } from "react-i18next";
import { MessageSquare } from "lucide-react";
import { ContactDialog } from "~/components/messages/contact-dialog";
import { PlainButton } from "~/components/ui/button";

/** "Message" on an applicant's card: the contact dialog, writing to the applicant's account. */
export function ApplicantMessageButton({
  userId,
  name,
  className,
}: {
  userId: number;
  name: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <PlainButton
        type="button"
        onClick={() => setIsOpen(true)}
        aria-label={t("messages.contact.messageButtonLabel", { name })}
        className={className}
      >
        <MessageSquare aria-hidden="true" className="size-4" />
        {t("messages.contact.messageButton")}
      </PlainButton>
      <ContactDialog open={isOpen} onOpenChange={setIsOpen} toUserId={userId} recipientName={name} />
    </>
  );
}
