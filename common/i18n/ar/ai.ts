// The AI layer: which assistant is in use and what the server answers when it cannot help, in Arabic.
import type { TCatalogueArea } from "../catalogue-area";

export const ai = {
  ai: {
    builtInLabel: "المساعد المدمج",
    tips: {
      addNumber: "أضف رقمًا إلى «{{excerpt}}»: كم عددًا، أو كم مقدارًا، أو كم مرة، أو بأي نسبة مئوية.",
    },
    errors: {
      unavailable: "المساعد الذكي غير متاح الآن. يُرجى المحاولة مرة أخرى بعد دقيقة.",
      timeout: "استغرق المساعد الذكي وقتًا طويلًا للرد. يُرجى المحاولة مرة أخرى.",
      invalidOutput: "قدّم المساعد الذكي ردًا لم نتمكن من استخدامه. يُرجى المحاولة مرة أخرى.",
      tooLarge: "كان رد المساعد الذكي أطول من أن يُستخدم. يُرجى المحاولة مرة أخرى.",
      budget: "أجاب المساعد الذكي عن كل الطلبات المسموح بها اليوم. يُرجى المحاولة مرة أخرى لاحقًا.",
      tooManyRequests: "استخدمت المساعد الذكي مرات كثيرة خلال الساعة الأخيرة. يُرجى المحاولة مرة أخرى لاحقًا.",
      unsupported: "لا يستطيع المساعد المدمج الإجابة عن الأسئلة الحرة بعد.",
    },
  },
} satisfies TCatalogueArea;
