// The taxonomy's lines for nursing and health care, and for finance and accounting, in the
// format index.ts describes.
export const SKILL_LINES = `
nursing | patient-care | Patient Care | nursing care, bedside care, patient assessment, care planning, soins infirmiers, soins aux patients, nursing, clinical care, acute care, الرعاية التمريضية, رعاية المرضى, العناية بالمرضى, التمريض, الرعاية الصحية | medication-administration:0.4, triage:0.3
nursing | medication-administration | Medication Administration | administering medication, drug administration, administration des medicaments, iv therapy, administration of medicines, إعطاء الأدوية, إعطاء الدواء, إدارة الأدوية | patient-care:0.4
nursing | ehr | Electronic Health Records | ehr, emr, electronic medical records, epic, cerner, dossier patient informatise, dossier patient, clinical documentation, health records, السجل الطبي الإلكتروني, السجلات الطبية الإلكترونية, الملف الطبي الإلكتروني, التوثيق الطبي, التوثيق التمريضي, السجلات الطبية | hl7:0.2
nursing | bls | BLS | basic life support, cpr, first aid at work, afgsu, الإنعاش القلبي الرئوي, الإنعاش القلبي, دعم الحياة الأساسي | acls:0.6, first-aid:0.5
nursing | acls | ACLS | advanced cardiac life support, advanced life support, als, pals, الإنعاش القلبي الرئوي المتقدم, دعم الحياة القلبي المتقدم, الإنعاش المتقدم | bls:0.6
nursing | triage | Triage | emergency triage, emergency care, urgences, emergency department, a&e, الطوارئ, قسم الطوارئ, رعاية الطوارئ, فرز المرضى | patient-care:0.3
nursing | critical-care | Critical Care | intensive care, icu, itu, reanimation, soins intensifs, mechanical ventilation, ventilator management, ventilation, العناية المركزة, العناية الحرجة, وحدة العناية المركزة, التنفس الصناعي, أجهزة التنفس الصناعي | patient-care:0.4, triage:0.3
nursing | theatre-nursing | Operating Theatre | operating room, operating theatre, scrub nurse, perioperative, bloc operatoire, circulation au bloc, surgical instrumentation, ibode, غرفة العمليات, غرف العمليات, تمريض العمليات | patient-care:0.3, infection-control:0.3
nursing | infection-control | Infection Control | infection prevention, hygiene hospitaliere, sterile technique, aseptic technique, sterilisation, sterilization, decontamination, مكافحة العدوى, التعقيم | 
nursing | wound-care | Wound Care | wound management, soins des plaies, العناية بالجروح | patient-care:0.4
nursing | phlebotomy | Phlebotomy | venepuncture, venipuncture, blood sampling, prelevements sanguins, سحب الدم | 
nursing | clinical-chemistry | Clinical Chemistry | biochemistry, biochimie clinique | haematology:0.5, laboratory-testing:0.5
nursing | haematology | Haematology | hematology, hematologie | clinical-chemistry:0.5, laboratory-testing:0.4
nursing | lis | LIS | laboratory information system | 
nursing | dispensing | Dispensing | dispensation, medication dispensing, prescription dispensing, صرف الأدوية, صرف الوصفات | pharmacology:0.5, medication-review:0.5
nursing | medication-review | Medication Review | prescription review, drug interactions, clinical pharmacy, pharmacie clinique, الصيدلة الإكلينيكية, الصيدلة السريرية, مراجعة الوصفات, مراجعة الوصفات الطبية, التداخلات الدوائية | pharmacology:0.5, dispensing:0.5
nursing | pharmacology | Pharmacology | pharmacologie, pharmacotherapy, علم الأدوية | medication-review:0.5
nursing | patient-counselling | Patient Counselling | patient counseling, patient education, education therapeutique, الإرشاد الدوائي, تثقيف المرضى, التثقيف الصحي | 
nursing | rehabilitation | Rehabilitation | reeducation, rehab, physical rehabilitation, reeducation orthopedique, إعادة التأهيل, العلاج الطبيعي | exercise-prescription:0.5, manual-therapy:0.5
nursing | musculoskeletal | Musculoskeletal Assessment | msk, musculoskeletal, bilan kinesitherapique, orthopaedic assessment | rehabilitation:0.5
nursing | exercise-prescription | Exercise Prescription | therapeutic exercise | rehabilitation:0.5
nursing | manual-therapy | Manual Therapy | massage, mobilisation, balneotherapie | rehabilitation:0.5
nursing | midwifery | Midwifery | labour and delivery, maternity care, obstetrics, sage-femme, القبالة, رعاية الأمومة | patient-care:0.3
nursing | elderly-care | Elderly Care | geriatrics, geriatric care, aged care, dementia care, care home, personal care, رعاية المسنين, رعاية كبار السن | patient-care:0.4
nursing | mental-health | Mental Health | psychiatric nursing, psychiatry, sante mentale, الصحة النفسية | patient-care:0.3
nursing | paediatrics | Paediatrics | pediatrics, paediatric nursing, pediatric nursing, pediatrie, طب الأطفال, تمريض الأطفال | patient-care:0.3
nursing | nursing-licence | Registered Nurse | =rn, registered nurse, rn licence, rn license, nmc registration, nmc pin, nursing license, diplome d'etat d'infirmier, registered nurse licence, dha licence, doh licence, moh licence, ترخيص مزاولة مهنة التمريض, ترخيص التمريض, رخصة التمريض, ممرض مسجل, ممرضة مسجلة, ممرض قانوني, ممرضة قانونية | 
finance | accounting | Accounting | comptabilite, comptabilite generale, bookkeeping, financial accounting, tenue de comptabilite, المحاسبة, المحاسبة المالية, مسك الدفاتر | general-ledger:0.6, reconciliations:0.5, financial-reporting:0.5
finance | general-ledger | General Ledger | =gl, grand livre, journal entries, ecritures comptables, دفتر الأستاذ العام, دفتر الأستاذ, القيود اليومية, قيود اليومية, القيود المحاسبية | accounting:0.6, reconciliations:0.5
finance | reconciliations | Reconciliations | bank reconciliations, account reconciliations, rapprochements bancaires, rapprochement bancaire, reconciliation, التسويات البنكية, المطابقات البنكية, التسويات المحاسبية | general-ledger:0.5, accounting:0.5
finance | month-end-close | Month-End Close | month end close, month-end, clotures, cloture mensuelle, year-end close, cloture, period end close, الإقفال الشهري, الإقفال السنوي, إقفال الحسابات | accounting:0.5, general-ledger:0.4
finance | ifrs | IFRS | international financial reporting standards, us gaap, gaap, normes ifrs, المعايير الدولية لإعداد التقارير المالية, المعايير المحاسبية الدولية | financial-reporting:0.6
finance | financial-reporting | Financial Reporting | financial statements, management accounts, reporting financier, etats financiers, statutory reporting, التقارير المالية, القوائم المالية | ifrs:0.5, accounting:0.5
finance | vat | VAT | tax, taxation, fiscalite, tva, corporate tax, tax returns, declarations fiscales, sales tax, ضريبة القيمة المضافة, الضرائب, الزكاة, الإقرارات الضريبية | accounting:0.3
finance | accounts-payable | Accounts Payable | =ap, accounts receivable, =ar, invoicing, credit control, fournisseurs, الحسابات الدائنة, الذمم الدائنة, الحسابات المدينة, الذمم المدينة, الفوترة | accounting:0.5
finance | audit | Audit | external audit, internal audit, auditing, audit interne, commissariat aux comptes, acca, cpa, aca, chartered accountant, التدقيق, تدقيق الحسابات, المراجعة الداخلية, التدقيق الداخلي, مراجعة الحسابات | accounting:0.4, ifrs:0.3
finance | sap | SAP | sap fi, sap fico, sap erp, sap s/4hana, s/4hana, sap mm | oracle-erp:0.5, erp:0.7
finance | oracle-erp | Oracle ERP | oracle netsuite, netsuite, oracle fusion, oracle financials, jd edwards | sap:0.5, erp:0.7
finance | erp | ERP Systems | erp, microsoft dynamics, dynamics 365, odoo, sage, quickbooks, xero, logiciel comptable | sap:0.6, oracle-erp:0.6
finance | excel | Excel | microsoft excel, ms excel, spreadsheets, advanced excel, vba, pivot tables, vlookup, google sheets, إكسل, إكسيل | financial-modelling:0.3
finance | financial-modelling | Financial Modelling | financial modeling, financial models, dcf, valuation models, modelisation financiere, three-statement model, النمذجة المالية | forecasting:0.5, excel:0.4, valuation:0.5
finance | forecasting | Forecasting | forecasts, budgeting and forecasting, previsions, financial forecasting, demand forecasting, التنبؤ المالي, التوقعات المالية | budgeting:0.5, financial-modelling:0.4, demand-planning:0.5
finance | budgeting | Budgeting | budgets, budget management, budget planning, budget control, gestion budgetaire, p&l, p&l management, profit and loss, cost control, controle des couts, إعداد الميزانيات, إعداد الموازنات, إدارة الميزانية, الموازنات التقديرية, الموازنة التقديرية | forecasting:0.5
finance | valuation | Valuation | company valuation, m&a, mergers and acquisitions, due diligence | financial-modelling:0.5
finance | fpa | FP&A | fp&a, financial planning and analysis, controle de gestion, management reporting, variance analysis | forecasting:0.6, budgeting:0.6, financial-modelling:0.5
finance | credit-risk | Credit Risk | credit risk modelling, credit analysis, credit assessment, analyse credit, underwriting, مخاطر الائتمان, التحليل الائتماني | risk-management:0.6
finance | risk-management | Risk Management | market risk, operational risk, enterprise risk management, gestion des risques, risk analysis, risk assessment, إدارة المخاطر, تحليل المخاطر, تقييم المخاطر | credit-risk:0.5, regulatory-compliance:0.4
finance | basel | Basel III | basel, basel iv, capital adequacy, irb | credit-risk:0.5, regulatory-reporting:0.5
finance | stress-testing | Stress Testing | scenario analysis | risk-management:0.5
finance | regulatory-reporting | Regulatory Reporting | prudential reporting, reporting reglementaire | regulatory-compliance:0.5, financial-reporting:0.4
finance | aml | AML | anti-money laundering, anti money laundering, lcb-ft, transaction monitoring, fraud prevention, fraud detection, lutte anti-blanchiment, مكافحة الاحتيال, مكافحة غسل الأموال, مكافحة غسيل الأموال, مراقبة المعاملات, كشف الاحتيال, الكشف عن الاحتيال | kyc:0.7, regulatory-compliance:0.5
finance | kyc | KYC | know your customer, customer due diligence, cdd, edd, اعرف عميلك | aml:0.7
finance | sanctions | Sanctions Screening | sanctions, ofac | aml:0.6, kyc:0.5
finance | regulatory-compliance | Regulatory Compliance | compliance, compliance monitoring, conformite, regulatory affairs, الامتثال, الامتثال التنظيمي | aml:0.4, risk-management:0.4
finance | wealth-management | Wealth Management | private banking, portfolio management, asset management, investment advice, gestion de patrimoine | client-relationship:0.4
finance | cfa | CFA | chartered financial analyst | financial-modelling:0.3, valuation:0.3
`;

export const ROLE_LINES = `
nursing | nurse | nurse, registered nurse, rn, staff nurse, charge nurse, icu nurse, critical care nurse, er nurse, emergency nurse, theatre nurse, scrub nurse, clinical nurse, nurse practitioner, infirmier, infirmiere, infirmier diplome d'etat, ide, ibode, nursing officer, ward nurse, head nurse, nurse manager, nursing sister, cadre de sante, bloc operatoire nurse, infirmier de bloc operatoire, infirmiere de bloc operatoire, ward manager, ممرض, ممرضة, ممرض قانوني, ممرضة قانونية, ممرض مسجل, ممرضة مسجلة, ممرض عناية مركزة, ممرضة عناية مركزة, ممرض طوارئ, ممرضة طوارئ, ممرض عمليات, رئيس التمريض, رئيسة التمريض, مشرف تمريض, مشرفة تمريض | midwife:0.6, care-assistant:0.5, nursing-educator:0.6, paramedic:0.5, doctor:0.3
nursing | midwife | midwife, sage-femme, registered midwife, قابلة قانونية | nurse:0.6
nursing | care-assistant | healthcare assistant, care assistant, nursing assistant, aide-soignant, aide-soignante, caregiver, care worker, support worker, nursing aide, patient care assistant, مساعد تمريض, مساعدة تمريض, مقدم رعاية, مقدمة رعاية | nurse:0.5
nursing | nursing-educator | nurse educator, clinical educator, clinical nurse educator, nursing lecturer, formateur en soins infirmiers | nurse:0.6, teacher:0.35
nursing | paramedic | paramedic, emergency medical technician, emt, ambulancier, مسعف, فني طوارئ طبية | nurse:0.5
nursing | doctor | doctor, physician, medical officer, general practitioner, gp, medecin, consultant physician, surgeon, resident doctor, طبيب, طبيبة, طبيب عام, طبيب مقيم, جراح | nurse:0.3
nursing | pharmacist | pharmacist, clinical pharmacist, pharmacien, pharmacienne, pharmacy manager, retail pharmacist, hospital pharmacist, صيدلي, صيدلانية, صيدلي إكلينيكي, صيدلي سريري, صيدلي مستشفى | pharmacy-technician:0.6, doctor:0.2
nursing | pharmacy-technician | pharmacy technician, pharmacy assistant, preparateur en pharmacie, فني صيدلة, مساعد صيدلي | pharmacist:0.6
nursing | physiotherapist | physiotherapist, physical therapist, physio, kinesitherapeute, masseur-kinesitherapeute, masseur kinesitherapeute, kine, rehabilitation therapist, occupational therapist, أخصائي علاج طبيعي, أخصائية علاج طبيعي, أخصائي العلاج الطبيعي, معالج طبيعي | care-assistant:0.2, nurse:0.25
nursing | lab-technologist | medical laboratory technologist, laboratory technologist, lab technician, laboratory technician, biomedical scientist, medical technologist, technicien de laboratoire, clinical laboratory scientist, فني مختبر, أخصائي مختبر, فني مختبرات طبية, أخصائي مختبرات طبية | lab-analyst:0.5
finance | accountant | accountant, comptable, staff accountant, senior accountant, general accountant, chartered accountant, accounts assistant, accounting officer, accounting specialist, bookkeeper, aide-comptable, accounts payable specialist, accounts payable clerk, gl accountant, chef comptable, accounting manager, cost accountant, محاسب, محاسبة, محاسب عام, محاسب أول, مساعد محاسب, محاسب تكاليف, رئيس الحسابات, مدير الحسابات | financial-controller:0.7, auditor:0.6, financial-analyst:0.5, tax-specialist:0.55, payroll-specialist:0.35
finance | financial-controller | financial controller, finance manager, controller, controleur de gestion, controleur financier, head of finance, cfo, chief financial officer, finance director, directeur financier, responsable administratif et financier, daf, مراقب مالي, مدير مالي, المدير المالي | accountant:0.7, financial-analyst:0.6, auditor:0.5
finance | auditor | auditor, internal auditor, external auditor, audit associate, audit senior, audit manager, auditeur, auditrice, commissaire aux comptes, مدقق حسابات, مراجع حسابات, مدقق داخلي, مراجع داخلي | accountant:0.6, financial-controller:0.5, compliance-officer:0.4, risk-analyst:0.35
finance | tax-specialist | tax accountant, tax specialist, tax consultant, tax advisor, fiscaliste, tax manager, أخصائي ضرائب, محاسب ضرائب, مستشار ضريبي | accountant:0.55, auditor:0.4
finance | financial-analyst | financial analyst, fp&a analyst, finance analyst, investment analyst, equity analyst, analyste financier, corporate finance analyst, credit analyst, fp&a manager, valuation analyst, محلل مالي, محلل ائتمان | financial-controller:0.6, accountant:0.5, risk-analyst:0.5, data-analyst:0.35, investment-banker:0.5
finance | investment-banker | investment banker, investment banking analyst, m&a analyst, private equity associate, portfolio manager, fund manager | financial-analyst:0.5, relationship-manager:0.35
finance | risk-analyst | risk analyst, credit risk analyst, risk manager, market risk analyst, analyste risques, analyste credit, risk officer, fraud analyst, fraud risk analyst, محلل مخاطر, محلل مخاطر الاحتيال, محلل احتيال, مدير مخاطر | compliance-officer:0.5, financial-analyst:0.5, data-analyst:0.35, auditor:0.35
finance | compliance-officer | compliance officer, compliance analyst, aml analyst, aml officer, kyc analyst, mlro, compliance manager, responsable conformite, charge de conformite, financial crime analyst, مسؤول امتثال, مسؤول الامتثال, أخصائي امتثال | risk-analyst:0.5, auditor:0.4
finance | relationship-manager | relationship manager, private banker, wealth manager, banker, charge d'affaires, conseiller clientele, corporate banker, client advisor, financial advisor, conseiller financier, مدير علاقات, مستشار مالي | sales-representative:0.45, account-manager:0.5, financial-analyst:0.3
`;
