import { ImageUp } from "lucide-react";
import { useTranslation } from "react-i18next";
import { COMPANY_LOGO_ACCEPT, COMPANY_LOGO_MAX_BYTES } from "@common/companies/logo";
import type { TCompanyLogoAnswer } from "@common/companies/profile";
import { CompanyLogo } from "~/components/companies/company-logo";
import { ImageUploadField, type TImageUploadTexts } from "~/components/ui/image-upload-field";
import { removeCompanyLogo, uploadCompanyLogo } from "~/api/company";

const LOGO_TEXTS: TImageUploadTexts = {
  title: "companySettings.logo.title",
  change: "companySettings.logo.change",
  uploading: "companySettings.logo.uploading",
  remove: "companySettings.logo.remove",
  removing: "companySettings.logo.removing",
  hint: "companySettings.logo.hint",
  tooLarge: "companySettings.logo.tooLarge",
  successTitle: "companySettings.logo.successTitle",
  successBody: "companySettings.logo.successBody",
  failedTitle: "companySettings.logo.failedTitle",
  failedBody: "companySettings.logo.failedBody",
  removedTitle: "companySettings.logo.removedTitle",
  removedBody: "companySettings.logo.removedBody",
  removeFailedTitle: "companySettings.logo.removeFailedTitle",
  removeFailedBody: "companySettings.logo.removeFailedBody",
};

/**
 * The company's logo in /settings > Company, as the profile photo's field works: the logo shown
 * (the uploaded one, or the generated initials on a colour), "Upload Logo" (JPG, GIF or PNG, 1MB
 * max; the server fits a wide logo whole on a square) and "Remove Logo", which brings the
 * generated one back.
 */
export function CompanyLogoField(props: {
  name: string;
  logo: TCompanyLogoAnswer;
  onChange: (logo: TCompanyLogoAnswer) => void;
}) {
  const { t } = useTranslation();
  return (
    <ImageUploadField
      image={
        <CompanyLogo
          name={props.name}
          logoUrl={props.logo.logoUrl}
          className="size-20 border border-gray-200 text-xl"
        />
      }
      icon={ImageUp}
      accept={COMPANY_LOGO_ACCEPT}
      maxBytes={COMPANY_LOGO_MAX_BYTES}
      texts={LOGO_TEXTS}
      canRemove={props.logo.hasUploadedLogo}
      note={props.logo.hasUploadedLogo ? null : t("companySettings.logo.generatedNote")}
      upload={async (file) => props.onChange(await uploadCompanyLogo(file))}
      remove={async () => props.onChange(await removeCompanyLogo())}
    />
  );
}
