import { describe, expect, it } from "vitest";
import { normaliseWord, tokenise } from "./normalise";
import { findPlaces } from "./place-names";

const places = (text: string) => {
  const { country, city } = findPlaces(tokenise(text));
  return { country, city };
};

describe("normaliseWord", () => {
  it("drops case and accents, and reads Arabic letter variants and diacritics as one", () => {
    expect(normaliseWord("Dubaï")).toBe("dubai");
    expect(normaliseWord("ÉMIRATS")).toBe("emirats");
    expect(normaliseWord("أإآ")).toBe("ااا");
    expect(normaliseWord("القَاهِرَة")).toBe(normaliseWord("القاهره"));
    expect(normaliseWord("مستشفى")).toBe(normaliseWord("مستشفي"));
  });

  it("splits on punctuation, Arabic's too, and keeps c++ and c#", () => {
    expect(tokenise("c++, c# et l'emploi؟ نعم،لا").map((token) => token.norm)).toEqual([
      "c++",
      "c#",
      "et",
      "l",
      "emploi",
      "نعم",
      "لا",
    ]);
  });
});

describe("findPlaces", () => {
  it("gives a city's country, as the city list writes the city", () => {
    expect(places("jobs in montreal")).toEqual({ country: "Canada", city: "Montréal" });
    expect(places("Le Caire")).toEqual({ country: "Egypt", city: "Cairo" });
    expect(places("في الدار البيضاء")).toEqual({ country: "Morocco", city: "Casablanca" });
    expect(places("بدبي")).toEqual({ country: "United Arab Emirates", city: "Dubai" });
  });

  it("reads the French and Arabic names of the countries", () => {
    expect(places("au Maroc")).toEqual({ country: "Morocco", city: undefined });
    expect(places("aux Émirats arabes unis")).toEqual({ country: "United Arab Emirates", city: undefined });
    expect(places("في المملكة العربية السعودية")).toEqual({ country: "Saudi Arabia", city: undefined });
    expect(places("Kuwait City")).toEqual({ country: "Kuwait", city: "Kuwait City" });
  });

  it("does not take an ordinary word for a city", () => {
    expect(places("a nice job")).toEqual({ country: undefined, city: undefined });
    expect(places("jobs in Nice")).toEqual({ country: "France", city: "Nice" });
    expect(places("sales jobs")).toEqual({ country: undefined, city: undefined });
  });

  it("reads Tripoli, listed for Lebanon and Libya, as Libya's capital", () => {
    expect(places("Tripoli")).toEqual({ country: "Libya", city: "Tripoli" });
    expect(places("Tripoli, Lebanon")).toEqual({ country: "Lebanon", city: "Tripoli" });
    expect(places("jobs in Paris, Germany")).toEqual({ country: "France", city: "Paris" });
  });
});
