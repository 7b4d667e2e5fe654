// The privacy policy's loader: an advertising section only while ads are live (enabled, with a
// publisher ID), saying whether a visitor is asked first as the privacy settings decide.
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTranslator } from "@common/i18n";
import { DEFAULT_AD_LAYOUT } from "@common/monetization/adsense";
import { createTestApp } from "../../../server/test/test-app";
import { loadPrivacyPolicy } from "./privacy-policy.server";

let harness: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(async () => {
  await harness.close();
});

function loadContext(): AppLoadContext {
  return {
    app: harness.context,
    requestId: "test",
    nonce: "",
    clientIp: "203.0.113.1",
    currentUser: null,
    language: "en",
    t: createTranslator("en"),
  };
}

describe("the privacy policy's loader", () => {
  it("has no advertising while ads are off, enabled without a publisher ID, or with one but not enabled", async () => {
    expect(await loadPrivacyPolicy(loadContext())).toEqual({ advertising: null });
    await harness.context.settings.set("adsenseEnabled", true);
    expect(await loadPrivacyPolicy(loadContext())).toEqual({ advertising: null });
    await harness.context.settings.set("adsenseEnabled", false);
    await harness.context.settings.set("adsensePublisherId", "ca-pub-1234567890123456");
    expect(await loadPrivacyPolicy(loadContext())).toEqual({ advertising: null });
  });

  it("while ads are live, says whether a visitor is asked first, as the privacy settings decide", async () => {
    await harness.context.settings.set("adsensePublisherId", "ca-pub-1234567890123456");
    await harness.context.settings.set("adsenseEnabled", true);
    expect(await loadPrivacyPolicy(loadContext())).toEqual({ advertising: { consentRequired: true } });
    await harness.context.settings.set("adsenseLayout", {
      ...DEFAULT_AD_LAYOUT,
      privacySettings: { cookieConsent: false, gdprCompliant: false, ccpaCompliant: true },
    });
    expect(await loadPrivacyPolicy(loadContext())).toEqual({ advertising: { consentRequired: false } });
  });
});
