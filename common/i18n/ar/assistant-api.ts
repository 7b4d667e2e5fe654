// What the assistant's chat and conversations endpoints answer when they cannot, in Arabic.
import type { TCatalogueArea } from "../catalogue-area";

export const assistantApi = {
  assistantApi: {
    errors: {
      messageRequired: "اكتب رسالة إلى المساعد الذكي.",
      messageTooLong: "هذه الرسالة أطول مما يقبله المساعد الذكي. يُرجى ألّا تتجاوز 4,000 حرف.",
      conversationNotFound: "لم يتم العثور على هذه المحادثة. ربما تم حذفها.",
      visitorLimit:
        "أرسلت إلى المساعد الذكي رسائل كثيرة خلال الساعة الأخيرة. يُرجى المحاولة لاحقًا، أو تسجيل الدخول للمتابعة.",
    },
  },
} satisfies TCatalogueArea;
