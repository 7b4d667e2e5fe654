// The synonym and taxonomy table of the matching engine (issue 14), kept in the repository so a
// recruiter can read and extend it. Two tables, one line each:
//
//   SKILLS: field | id | Label | aliases, comma-separated | related id:credit, comma-separated
//   ROLES:  field | id | aliases, comma-separated | related role id:credit
//
// Aliases are matched as whole words after accents and plurals are folded (text.ts
// `singular`), so "Registered Nurses" finds "registered nurse" and "comptabilité" finds
// "comptabilite". The longest alias wins ("nursery nurse" before "nurse"). An alias written
// "=go" counts only when it is a whole item of a skills list (too ambiguous in prose).
// Related skills give partial credit (React <-> Next.js 0.6). Fields group skills and roles
// into professions; FIELD_RELATIONS says which professions are neighbours.

const SKILL_TABLE = `
software | javascript | JavaScript | js, ecmascript, es6, vanilla javascript | typescript:0.7, nodejs:0.5, react:0.3
software | typescript | TypeScript | ts=, typescript language | javascript:0.8, nodejs:0.4
software | nodejs | Node.js | node, node js, nodejs, =express, expressjs, express.js, nestjs | javascript:0.6, typescript:0.4, rest-api:0.3
software | react | React | reactjs, react.js, react js, react hooks | nextjs:0.6, vue:0.5, angular:0.4, react-native:0.5, javascript:0.3
software | nextjs | Next.js | next js, nextjs | react:0.6
software | react-native | React Native | react-native | react:0.6, flutter:0.4, mobile-dev:0.5
software | vue | Vue.js | vue, vuejs, vue js, nuxt | react:0.5, angular:0.4
software | angular | Angular | angularjs, angular js | react:0.4, vue:0.4, typescript:0.3
software | css | CSS | css3, sass, scss, =less, tailwind css, tailwind, styled components, css modules | html:0.6, accessibility:0.2
software | html | HTML | html5, semantic html | css:0.6, accessibility:0.3
software | accessibility | Accessibility | a11y, wcag, web accessibility, accessibilite, aria | html:0.3, css:0.2
software | python | Python | python3, py= | django:0.5, pandas:0.4
software | django | Django | django rest framework | python:0.6, flask:0.6
software | flask | Flask | fastapi | python:0.6, django:0.6
software | java | Java | java se, java ee, j2ee, jvm | spring:0.6, kotlin:0.6, csharp:0.4
software | spring | Spring Boot | spring, springboot, spring framework | java:0.6
software | kotlin | Kotlin | | java:0.6, android:0.5
software | csharp | C# | c#, csharp, c sharp, .net, dotnet, asp.net, asp.net core | java:0.4
software | cpp | C++ | c++, cpp | c-lang:0.6, rust:0.4
software | c-lang | C | =c, ansi c, embedded c | cpp:0.6
software | golang | Go | golang, =go, go language | rust:0.3, java:0.2
software | rust | Rust | rustlang | cpp:0.4, golang:0.3
software | php | PHP | laravel, symfony | wordpress:0.3
software | ruby | Ruby | ruby on rails, rails, ror | python:0.2
software | swift | Swift | swiftui, ios development, ios | kotlin:0.3, mobile-dev:0.6
software | android | Android | android development, android sdk | kotlin:0.6, mobile-dev:0.6
software | mobile-dev | Mobile Development | mobile apps development, mobile app development, mobile applications | react-native:0.5, swift:0.5, android:0.5, flutter:0.5
software | flutter | Flutter | dart | react-native:0.4, mobile-dev:0.6
software | sql | SQL | sql queries, t-sql, pl/sql, plsql, structured query language | postgresql:0.6, mysql:0.6, sql-server:0.6
software | postgresql | PostgreSQL | postgres, postgresql, psql, pg= | mysql:0.6, sql:0.8, sql-server:0.5
software | mysql | MySQL | mariadb | postgresql:0.6, sql:0.8, sql-server:0.5
software | sql-server | SQL Server | mssql, microsoft sql server, ms sql | sql:0.8, postgresql:0.5, mysql:0.5
software | mongodb | MongoDB | mongo, nosql | postgresql:0.3, dynamodb:0.4
software | redis | Redis | | 
software | graphql | GraphQL | apollo | rest-api:0.5
software | rest-api | REST APIs | =rest, rest api, restful, restful apis, api design, apis, web services, api | graphql:0.5, nodejs:0.2
software | microservices | Microservices | microservice architecture, micro-services | rest-api:0.4, kubernetes:0.3
software | docker | Docker | containers, containerisation, containerization, docker compose | kubernetes:0.6
software | kubernetes | Kubernetes | k8s, kube, eks, aks, gke, helm, openshift | docker:0.6, terraform:0.3
software | terraform | Terraform | infrastructure as code, iac, pulumi, cloudformation | ansible:0.5, aws:0.3
software | ansible | Ansible | =chef, =puppet, configuration management | terraform:0.5
software | aws | AWS | amazon web services, ec2, s3, lambda, aws lambda | azure:0.6, gcp:0.6
software | azure | Azure | microsoft azure | aws:0.6, gcp:0.6
software | gcp | Google Cloud | gcp, google cloud platform, bigquery | aws:0.6, azure:0.6
software | linux | Linux | unix, ubuntu, debian, red hat, rhel | bash:0.5
software | bash | Bash | shell scripting, shell, bash scripting | linux:0.6
software | ci-cd | CI/CD | ci/cd, ci cd, continuous integration, continuous delivery, continuous deployment, github actions, gitlab ci, jenkins, integration continue | git:0.3
software | git | Git | github, gitlab, version control, bitbucket | ci-cd:0.2
software | testing | Automated Testing | unit testing, test automation, automated tests, tdd, test-driven development, tests automatises, integration testing, end-to-end testing | jest:0.6, cypress:0.6
software | jest | Jest | vitest, mocha | testing:0.7
software | cypress | Cypress | playwright, selenium | testing:0.7
software | prometheus | Prometheus | grafana, observability, datadog | 
software | sre | Site Reliability | site reliability engineering, on-call, incident management | prometheus:0.4
software | system-design | System Design | distributed systems, software architecture, scalability | microservices:0.4
software | agile | Agile | scrum, kanban, agile methodologies, sprint planning, methodes agiles | jira:0.3
software | jira | Jira | confluence, atlassian | agile:0.3
software | wordpress | WordPress | wordpress cms | cms:0.6
software | cms | CMS | content management system, content management systems, drupal, contentful | wordpress:0.6
software | embedded | Embedded Systems | firmware, microcontrollers, rtos, embedded software | c-lang:0.5
data | pandas | pandas | numpy, dataframes | python:0.5
data | machine-learning | Machine Learning | ml, scikit-learn, sklearn, predictive modelling, predictive modeling, xgboost, apprentissage automatique | deep-learning:0.6, statistics:0.4
data | deep-learning | Deep Learning | neural networks, tensorflow, pytorch, keras, computer vision | machine-learning:0.6, nlp:0.4
data | nlp | NLP | natural language processing, llm, large language models, text mining | deep-learning:0.5
data | statistics | Statistics | statistical analysis, statistical modelling, regression, hypothesis testing, statistiques, econometrics | data-analysis:0.5
data | data-analysis | Data Analysis | data analytics, analytics, analyse de donnees, data analyse, analysing data, quantitative analysis | statistics:0.4, excel:0.3, data-visualisation:0.4
data | data-visualisation | Data Visualisation | data visualization, dashboards, dashboarding, reporting dashboards, tableaux de bord, tableau, looker, looker studio, data studio | power-bi:0.7, data-analysis:0.4
data | power-bi | Power BI | powerbi, power bi, dax | data-visualisation:0.7, excel:0.3
data | airflow | Airflow | apache airflow, dagster, prefect, orchestration of data pipelines | etl:0.6
data | etl | ETL | data pipelines, data pipeline, elt, data integration, data engineering | airflow:0.5, dbt:0.5, spark:0.4
data | dbt | dbt | data build tool | etl:0.5, sql:0.4
data | spark | Spark | apache spark, pyspark, hadoop, databricks, big data | etl:0.4, python:0.2
data | data-warehouse | Data Warehousing | data warehouse, snowflake, redshift, data modelling, data modeling | sql:0.4, etl:0.4
data | ab-testing | A/B Testing | a/b testing, ab testing, a/b tests, split testing, experimentation | statistics:0.3, conversion-optimisation:0.4
data | r-lang | R | =r, rstudio, r programming | statistics:0.5, python:0.3
data | hl7 | HL7 | fhir, hl7 fhir | ehr:0.4
data | survey-design | Survey Design | surveys, questionnaire design, kobotoolbox, odk | data-analysis:0.3, monitoring-evaluation:0.4
design | figma | Figma | sketch, adobe xd, invision | prototyping:0.4, design-systems:0.3
design | user-research | User Research | ux research, user interviews, usability research, recherche utilisateur, user testing | usability-testing:0.7
design | usability-testing | Usability Testing | usability tests, tests utilisateurs | user-research:0.7
design | prototyping | Prototyping | wireframing, wireframes, prototypes, maquettage | figma:0.4
design | design-systems | Design Systems | design system, component library, ui kit | figma:0.3, css:0.2
design | ux-design | UX Design | user experience, ux, ui design, interaction design, ui/ux, ux/ui, user interface design | user-research:0.4, prototyping:0.4, service-design:0.5
design | service-design | Service Design | service blueprint, journey mapping, customer journey mapping | ux-design:0.5, user-research:0.4
design | adobe-illustrator | Adobe Illustrator | illustrator | photoshop:0.6, indesign:0.5
design | photoshop | Photoshop | adobe photoshop | adobe-illustrator:0.6, indesign:0.5
design | indesign | InDesign | adobe indesign | adobe-illustrator:0.5
design | typography | Typography | typographie | graphic-design:0.4
design | graphic-design | Graphic Design | visual design, brand design, brand identity, graphisme, visual identity | adobe-illustrator:0.4, typography:0.4
design | motion-graphics | Motion Graphics | animation, after effects | video-editing:0.5
design | canva | Canva | | graphic-design:0.3
media | video-editing | Video Editing | premiere pro, adobe premiere, final cut pro, davinci resolve, montage video | motion-graphics:0.4
media | cinematography | Cinematography | camera operation, filming, videography | video-editing:0.4
media | storytelling | Storytelling | narrative, story telling | copywriting:0.3
product | product-strategy | Product Strategy | product vision, product management, product discovery, strategie produit | roadmapping:0.6
product | roadmapping | Roadmapping | product roadmap, roadmaps, roadmap | product-strategy:0.6
product | analytics | Product Analytics | mixpanel, amplitude, product metrics | google-analytics:0.4, data-analysis:0.4
product | stakeholder-management | Stakeholder Management | stakeholder engagement, stakeholder communication, managing stakeholders, gestion des parties prenantes | 
product | requirements-gathering | Requirements Gathering | requirements analysis, business requirements, user stories, recueil des besoins, requirements elicitation | process-mapping:0.4
product | process-mapping | Process Mapping | bpmn, process modelling, process modeling, business process | requirements-gathering:0.4
security | siem | SIEM | security information and event management, qradar, sentinel | splunk:0.6
security | splunk | Splunk | elastic security | siem:0.6
security | incident-response | Incident Response | security incident response, dfir, forensics | threat-hunting:0.5
security | threat-hunting | Threat Hunting | threat intelligence, threat detection | incident-response:0.5
security | network-security | Network Security | firewalls, ids/ips, vpn, network defence, securite reseau | 
security | iso-27001 | ISO 27001 | iso/iec 27001, isms | regulatory-compliance:0.3
security | penetration-testing | Penetration Testing | pentesting, ethical hacking, burp suite, vulnerability assessment | 
nursing | patient-care | Patient Care | nursing care, bedside care, patient assessment, care planning, soins infirmiers, soins aux patients, nursing, clinical care, acute care | medication-administration:0.4, triage:0.3
nursing | medication-administration | Medication Administration | administering medication, drug administration, administration des medicaments, iv therapy, administration of medicines | patient-care:0.4
nursing | ehr | Electronic Health Records | ehr, emr, electronic medical records, epic, cerner, dossier patient informatise, dossier patient, clinical documentation, health records | hl7:0.2
nursing | bls | BLS | basic life support, cpr, first aid at work, afgsu | acls:0.6, first-aid:0.5
nursing | acls | ACLS | advanced cardiac life support, advanced life support, als, pals | bls:0.6
nursing | triage | Triage | emergency triage, emergency care, urgences, emergency department, a&e | patient-care:0.3
nursing | critical-care | Critical Care | intensive care, icu, itu, reanimation, soins intensifs, mechanical ventilation, ventilator management, ventilation | patient-care:0.4, triage:0.3
nursing | theatre-nursing | Operating Theatre | operating room, operating theatre, scrub nurse, perioperative, bloc operatoire, circulation au bloc, surgical instrumentation, ibode | patient-care:0.3, infection-control:0.3
nursing | infection-control | Infection Control | infection prevention, hygiene hospitaliere, sterile technique, aseptic technique, sterilisation, sterilization, decontamination | 
nursing | wound-care | Wound Care | wound management, soins des plaies | patient-care:0.4
nursing | phlebotomy | Phlebotomy | venepuncture, venipuncture, blood sampling, prelevements sanguins | 
nursing | clinical-chemistry | Clinical Chemistry | biochemistry, biochimie clinique | haematology:0.5, laboratory-testing:0.5
nursing | haematology | Haematology | hematology, hematologie | clinical-chemistry:0.5, laboratory-testing:0.4
nursing | lis | LIS | laboratory information system | 
nursing | dispensing | Dispensing | dispensation, medication dispensing, prescription dispensing | pharmacology:0.5, medication-review:0.5
nursing | medication-review | Medication Review | prescription review, drug interactions, clinical pharmacy, pharmacie clinique | pharmacology:0.5, dispensing:0.5
nursing | pharmacology | Pharmacology | pharmacologie, pharmacotherapy | medication-review:0.5
nursing | patient-counselling | Patient Counselling | patient counseling, patient education, education therapeutique | 
nursing | rehabilitation | Rehabilitation | reeducation, rehab, physical rehabilitation, reeducation orthopedique | exercise-prescription:0.5, manual-therapy:0.5
nursing | musculoskeletal | Musculoskeletal Assessment | msk, musculoskeletal, bilan kinesitherapique, orthopaedic assessment | rehabilitation:0.5
nursing | exercise-prescription | Exercise Prescription | therapeutic exercise | rehabilitation:0.5
nursing | manual-therapy | Manual Therapy | massage, mobilisation, balneotherapie | rehabilitation:0.5
nursing | midwifery | Midwifery | labour and delivery, maternity care, obstetrics, sage-femme | patient-care:0.3
nursing | elderly-care | Elderly Care | geriatrics, geriatric care, aged care, dementia care, care home, personal care | patient-care:0.4
nursing | mental-health | Mental Health | psychiatric nursing, psychiatry, sante mentale | patient-care:0.3
nursing | paediatrics | Paediatrics | pediatrics, paediatric nursing, pediatric nursing, pediatrie | patient-care:0.3
nursing | nursing-licence | Registered Nurse | =rn, registered nurse, rn licence, rn license, nmc registration, nmc pin, nursing license, diplome d'etat d'infirmier, registered nurse licence, dha licence, doh licence, moh licence | 
finance | accounting | Accounting | comptabilite, comptabilite generale, bookkeeping, financial accounting, tenue de comptabilite | general-ledger:0.6, reconciliations:0.5, financial-reporting:0.5
finance | general-ledger | General Ledger | =gl, grand livre, journal entries, ecritures comptables | accounting:0.6, reconciliations:0.5
finance | reconciliations | Reconciliations | bank reconciliations, account reconciliations, rapprochements bancaires, rapprochement bancaire, reconciliation | general-ledger:0.5, accounting:0.5
finance | month-end-close | Month-End Close | month end close, month-end, clotures, cloture mensuelle, year-end close, cloture, period end close | accounting:0.5, general-ledger:0.4
finance | ifrs | IFRS | international financial reporting standards, us gaap, gaap, normes ifrs | financial-reporting:0.6
finance | financial-reporting | Financial Reporting | financial statements, management accounts, reporting financier, etats financiers, statutory reporting | ifrs:0.5, accounting:0.5
finance | vat | VAT | tax, taxation, fiscalite, tva, corporate tax, tax returns, declarations fiscales, sales tax | accounting:0.3
finance | accounts-payable | Accounts Payable | =ap, accounts receivable, =ar, invoicing, credit control, fournisseurs | accounting:0.5
finance | audit | Audit | external audit, internal audit, auditing, audit interne, commissariat aux comptes, acca, cpa, aca, chartered accountant | accounting:0.4, ifrs:0.3
finance | sap | SAP | sap fi, sap fico, sap erp, sap s/4hana, s/4hana, sap mm | oracle-erp:0.5, erp:0.7
finance | oracle-erp | Oracle ERP | oracle netsuite, netsuite, oracle fusion, oracle financials, jd edwards | sap:0.5, erp:0.7
finance | erp | ERP Systems | erp, microsoft dynamics, dynamics 365, odoo, sage, quickbooks, xero, logiciel comptable | sap:0.6, oracle-erp:0.6
finance | excel | Excel | microsoft excel, ms excel, spreadsheets, advanced excel, vba, pivot tables, vlookup, google sheets | financial-modelling:0.3
finance | financial-modelling | Financial Modelling | financial modeling, financial models, dcf, valuation models, modelisation financiere, three-statement model | forecasting:0.5, excel:0.4, valuation:0.5
finance | forecasting | Forecasting | forecasts, budgeting and forecasting, previsions, financial forecasting, demand forecasting | budgeting:0.5, financial-modelling:0.4, demand-planning:0.5
finance | budgeting | Budgeting | budgets, budget management, budget planning, budget control, gestion budgetaire, p&l, p&l management, profit and loss, cost control, controle des couts | forecasting:0.5
finance | valuation | Valuation | company valuation, m&a, mergers and acquisitions, due diligence | financial-modelling:0.5
finance | fpa | FP&A | fp&a, financial planning and analysis, controle de gestion, management reporting, variance analysis | forecasting:0.6, budgeting:0.6, financial-modelling:0.5
finance | credit-risk | Credit Risk | credit risk modelling, credit analysis, credit assessment, analyse credit, underwriting | risk-management:0.6
finance | risk-management | Risk Management | market risk, operational risk, enterprise risk management, gestion des risques, risk analysis, risk assessment | credit-risk:0.5, regulatory-compliance:0.4
finance | basel | Basel III | basel, basel iv, capital adequacy, irb | credit-risk:0.5, regulatory-reporting:0.5
finance | stress-testing | Stress Testing | scenario analysis | risk-management:0.5
finance | regulatory-reporting | Regulatory Reporting | prudential reporting, reporting reglementaire | regulatory-compliance:0.5, financial-reporting:0.4
finance | aml | AML | anti-money laundering, anti money laundering, lcb-ft, transaction monitoring, fraud prevention, fraud detection, lutte anti-blanchiment | kyc:0.7, regulatory-compliance:0.5
finance | kyc | KYC | know your customer, customer due diligence, cdd, edd | aml:0.7
finance | sanctions | Sanctions Screening | sanctions, ofac | aml:0.6, kyc:0.5
finance | regulatory-compliance | Regulatory Compliance | compliance, compliance monitoring, conformite, regulatory affairs | aml:0.4, risk-management:0.4
finance | wealth-management | Wealth Management | private banking, portfolio management, asset management, investment advice, gestion de patrimoine | client-relationship:0.4
finance | cfa | CFA | chartered financial analyst | financial-modelling:0.3, valuation:0.3
sales | sales | Sales | selling, b2b sales, b2c sales, vente, ventes, direct sales, field sales, solution selling, consultative selling | business-development:0.6, account-management:0.5, negotiation:0.3
sales | business-development | Business Development | new business, developpement commercial, lead generation, prospecting, prospection, outbound, cold calling, sales pipeline, pipeline management | sales:0.6
sales | account-management | Account Management | key account management, key accounts, client management, account manager, gestion de comptes, customer success | client-relationship:0.6, sales:0.5
sales | client-relationship | Client Relationship Management | relationship management, client relations, relation client, customer relationships, client relationship | account-management:0.6, customer-service:0.3
sales | crm | CRM | salesforce, hubspot crm, crm software, zoho crm, pipedrive, dynamics crm | hubspot:0.5
sales | negotiation | Negotiation | negotiating, negociation, closing deals, contract negotiation | sales:0.3
sales | export-sales | Export Sales | international sales, export, trade sales, distributors | sales:0.6, incoterms:0.3
sales | trade-fairs | Trade Fairs | trade shows, exhibitions, salons professionnels | export-sales:0.3
sales | real-estate-sales | Real Estate Sales | property sales, leasing, property leasing, real estate, immobilier, brokerage | sales:0.5, negotiation:0.3
sales | saas-sales | SaaS Sales | software sales, saas, enterprise software sales, tech sales | sales:0.7, business-development:0.4
marketing | seo | SEO | search engine optimisation, search engine optimization, referencement naturel, referencement, keyword research, recherche de mots-cles, seo writing, semrush, ahrefs | sem:0.4, content-strategy:0.3, copywriting:0.2
marketing | sem | SEA / PPC | ppc, sea, sem, google ads, adwords, paid search, paid media, performance marketing, acquisition payante, paid acquisition | paid-social:0.6, seo:0.3
marketing | paid-social | Paid Social | meta ads, facebook ads, instagram ads, linkedin ads, tiktok ads, paid social media | sem:0.6, social-media:0.5
marketing | google-analytics | Google Analytics | ga4, google analytics 4, web analytics, google tag manager, gtm, adobe analytics | analytics:0.5, data-analysis:0.2
marketing | email-marketing | Email Marketing | email campaigns, mailchimp, klaviyo, crm marketing, marketing automation, emailing | hubspot:0.4
marketing | hubspot | HubSpot | hubspot marketing, marketo, pardot | email-marketing:0.5, crm:0.5
marketing | content-strategy | Content Strategy | content marketing, editorial calendar, content planning, strategie de contenu, editorial planning | copywriting:0.5, social-media:0.3
marketing | copywriting | Copywriting | copy writing, content writing, redaction, redaction web, proofreading, relecture, blog writing | content-strategy:0.5, seo:0.2
marketing | social-media | Social Media | social media marketing, social media management, community management, instagram, tiktok, linkedin, facebook, reseaux sociaux, twitter | paid-social:0.5, content-strategy:0.3
marketing | marketing-strategy | Marketing Strategy | go-to-market, gtm strategy, marketing plans, marketing planning, integrated marketing, strategie marketing, campaign planning, campaign management, integrated campaigns | brand-management:0.5
marketing | brand-management | Brand Management | branding, brand strategy, brand marketing, gestion de marque | marketing-strategy:0.5
marketing | market-research | Market Research | market analysis, competitive analysis, consumer insights, etude de marche | user-research:0.3
marketing | conversion-optimisation | Conversion Optimisation | cro, conversion rate optimisation, conversion rate optimization, landing page optimisation | ab-testing:0.5
marketing | public-relations | Public Relations | pr, media relations, press relations, communications, relations presse | 
teaching | teaching | Teaching | classroom teaching, instruction, enseignement, lesson delivery, pedagogy, pedagogie, tutoring | lesson-planning:0.6, classroom-management:0.6
teaching | lesson-planning | Lesson Planning | lesson plans, preparation de cours, schemes of work | curriculum-planning:0.6, teaching:0.5
teaching | curriculum-planning | Curriculum Planning | curriculum design, curriculum development, programmes scolaires, syllabus design | lesson-planning:0.6
teaching | classroom-management | Classroom Management | behaviour management, behavior management, gestion de classe | teaching:0.5
teaching | assessment | Student Assessment | assessment, assessments, grading, evaluation des eleves, formative assessment, marking | teaching:0.3
teaching | igcse | IGCSE | gcse, cambridge igcse, a levels, a-level | ib:0.5, british-curriculum:0.6
teaching | ib | IB Diploma | international baccalaureate, ib, ibdp, ib myp, ib pyp | igcse:0.5
teaching | british-curriculum | British Curriculum | national curriculum, uk curriculum, key stage | igcse:0.6
teaching | mathematics | Mathematics | maths, math, mathematiques, algebra, calculus | statistics:0.3
teaching | english-teaching | English Language Teaching | tefl, esl, efl, tesol, celta, delta, english as a foreign language, fle | teaching:0.5, ielts:0.5
teaching | ielts | IELTS Preparation | ielts, toefl, cambridge exams | english-teaching:0.5
teaching | early-years | Early Years Education | eyfs, early years, early childhood education, preschool, kindergarten, nursery, childcare, creche, petite enfance, cap petite enfance, montessori | teaching:0.4, safeguarding:0.3
teaching | safeguarding | Safeguarding | child protection, dbs check, protection de l'enfance | 
teaching | special-education | Special Educational Needs | sen, send, special needs, senco, inclusive education | teaching:0.4
teaching | instructional-design | Instructional Design | learning design, e-learning, elearning, addie, ingenierie pedagogique, instructional designer | lms:0.5, articulate:0.6
teaching | articulate | Articulate Storyline | articulate, storyline, articulate rise, adobe captivate | instructional-design:0.6
teaching | lms | LMS | learning management system, moodle, canvas lms, blackboard, scorm | instructional-design:0.5
teaching | school-leadership | School Leadership | headship, school management, direction d'etablissement, educational leadership | staff-development:0.5, accreditation:0.4
teaching | accreditation | Accreditation | school inspection, inspections, ofsted, khda | school-leadership:0.4
teaching | student-counselling | Student Counselling | academic advising, academic planning, student support, career guidance, orientation | 
logistics | logistics | Logistics | logistique, logistics operations, transport management, transport logistics | supply-chain:0.6, shipment-tracking:0.4
logistics | supply-chain | Supply Chain Management | supply chain, supply chain management, chaine d'approvisionnement, end-to-end supply chain | logistics:0.6, demand-planning:0.5, procurement:0.5
logistics | demand-planning | Demand Planning | demand forecasting, supply planning, planification de la demande, planification | forecasting:0.6, sop:0.6, mrp:0.5
logistics | sop | S&OP | s&op, sales and operations planning, ibp | demand-planning:0.6
logistics | mrp | MRP | mrp ii, material requirements planning, production planning, ordonnancement | demand-planning:0.5
logistics | inventory-management | Inventory Management | inventory control, stock control, stock management, gestion des stocks, inventory, stock counts, cycle counts, inventory planning | warehouse-management:0.5
logistics | warehouse-management | Warehouse Management | wms, warehouse operations, warehousing, entrepot, entreposage, manhattan wms, sap ewm, picking, pick and pack | inventory-management:0.5, forklift:0.3
logistics | forklift | Forklift Operations | forklift, forklift licence, reach truck, caces, material handling | warehouse-management:0.4
logistics | procurement | Procurement | purchasing, sourcing, achats, supplier management, vendor management, strategic sourcing, tendering | supply-chain:0.5, negotiation:0.3
logistics | shipment-tracking | Shipment Tracking | track and trace, shipment management, order tracking, suivi des expeditions | logistics:0.4
logistics | customs | Customs Clearance | customs, customs documentation, customs brokerage, dedouanement, import export documentation, import/export | incoterms:0.5, freight:0.4
logistics | incoterms | Incoterms | incoterms 2020 | customs:0.5, freight:0.3
logistics | freight | Freight Forwarding | freight, sea freight, air freight, ocean freight, road freight, fret, cargowise, shipping | customs:0.4, logistics:0.5
logistics | fleet-management | Fleet Management | fleet, gestion de flotte, vehicle fleet, fleet operations | telematics:0.5, route-planning:0.4
logistics | telematics | Telematics | gps tracking, vehicle tracking | fleet-management:0.5
logistics | route-planning | Route Planning | route optimisation, route optimization, dispatching, dispatch, tournees | fleet-management:0.4
logistics | driving | Safe Driving | driving, driving licence, driving license, hgv licence, class c licence, permis b, permis c, delivery driving, defensive driving | route-planning:0.3
logistics | lean | Lean | lean manufacturing, lean six sigma, kaizen, continuous improvement, 5s, amelioration continue, value stream mapping | six-sigma:0.6
hospitality | front-office | Front Office Operations | front office, front desk, reception, reception operations, gestion de la reception, check-in, guest check-in, accueil | guest-relations:0.6, pms:0.5
hospitality | pms | Hotel PMS | opera pms, opera, micros opera, mews, protel, property management system, logiciel de gestion hoteliere | front-office:0.5, reservations:0.5
hospitality | reservations | Reservation Systems | reservations, booking systems, reservation systems, amadeus, sabre, gds | pms:0.5
hospitality | guest-relations | Guest Relations | guest experience, guest services, guest satisfaction, relation client hoteliere, concierge, conciergerie, hospitality service | customer-service:0.6, front-office:0.5
hospitality | revenue-management | Revenue Management | yield management, hotel revenue management, =ideas, duetto, pricing strategy, dynamic pricing, revenue strategy | pricing:0.6, forecasting:0.4
hospitality | pricing | Pricing | price setting, tarification | revenue-management:0.6
hospitality | food-preparation | Food Preparation | cooking, culinary, cuisine, food production, mise en place, prep cooking, knife skills, line cooking | menu-development:0.5, kitchen-management:0.5
hospitality | menu-development | Menu Development | menu design, menu planning, recipe development, creation de menus | food-preparation:0.5
hospitality | kitchen-management | Kitchen Management | kitchen operations, brigade, gestion de cuisine, kitchen supervision | food-preparation:0.5
hospitality | haccp | HACCP | food safety, food hygiene, hygiene alimentaire, food safety level 3, paquet hygiene | food-quality:0.5
hospitality | barista | Barista Skills | espresso, coffee making, latte art, coffee brewing, specialty coffee | food-service:0.5
hospitality | food-service | Food and Beverage Service | f&b service, food and beverage, waiting tables, table service, banquets, bartending, service en salle, restaurant service | guest-relations:0.4, barista:0.4
hospitality | housekeeping | Housekeeping | room attendant, laundry, hebergement | 
hospitality | tour-guiding | Tour Guiding | tour guide, guided tours, guiding, tourism | storytelling:0.3
hospitality | event-management | Event Management | event planning, evenementiel, conference management | 
construction | autocad | AutoCAD | autocad civil, cad, dao, autodesk autocad, autocad 2d | civil-3d:0.5, revit:0.4, solidworks:0.3
construction | civil-3d | Civil 3D | autocad civil 3d | autocad:0.5, road-design:0.4
construction | revit | Revit | autodesk revit | bim:0.7, autocad:0.4
construction | bim | BIM | building information modelling, building information modeling, navisworks | revit:0.7
construction | rhino | Rhino | grasshopper, sketchup | revit:0.3
construction | project-management | Project Management | project planning, project delivery, gestion de projet, pilotage de projet, project control, managing projects, programme management, program management | pmp:0.5, prince2:0.5, agile:0.2
construction | pmp | PMP | project management professional, capm | project-management:0.6, prince2:0.5
construction | prince2 | PRINCE2 | prince 2 | project-management:0.6, pmp:0.5
construction | primavera | Primavera P6 | primavera, p6, ms project, microsoft project, planning schedules, scheduling | project-management:0.4
construction | contract-administration | Contract Administration | contract management, gestion des contrats, variations | fidic:0.6
construction | fidic | FIDIC | fidic contracts, nec, nec4, jct | contract-administration:0.6
construction | cost-control | Cost Control | cost management, cost reporting, controle des couts | cost-estimation:0.5, budgeting:0.4
construction | cost-estimation | Cost Estimation | estimating, cost estimating, costx, cost planning, chiffrage, estimation | quantity-surveying:0.6, cost-control:0.5
construction | quantity-surveying | Quantity Surveying | qs, bills of quantities, boq, valuations, metre, interim valuations | cost-estimation:0.6, contract-administration:0.4
construction | site-supervision | Site Supervision | site management, site engineering, supervision de chantier, conduite de travaux, construction supervision, site works | health-safety:0.3
construction | structural-drawings | Structural Drawings | technical drawings, shop drawings, plans d'execution, drawings | autocad:0.3
construction | structural-engineering | Structural Engineering | structural design, structural analysis, etabs, sap2000, reinforced concrete, beton arme, steel structures, calcul de structures | structural-drawings:0.3
construction | road-design | Road Design | highway design, pavement design, conception routiere, transport infrastructure | drainage-design:0.4, civil-3d:0.4
construction | drainage-design | Drainage Design | drainage, stormwater, hydraulics design, assainissement | road-design:0.4
construction | building-codes | Building Codes | building regulations, planning permission, codes de construction | 
construction | architecture-design | Architectural Design | design development, concept design, architectural drawings, conception architecturale | revit:0.3
construction | health-safety | Health and Safety | hse, safety, occupational health and safety, sante et securite, securite au travail, osha, iosh, site safety | nebosh:0.5, risk-assessment-hse:0.5
construction | nebosh | NEBOSH | nebosh igc, nebosh diploma | health-safety:0.6
construction | risk-assessment-hse | Safety Risk Assessment | hazard identification, hazid, hazop, jsa, job safety analysis | health-safety:0.5
construction | permit-to-work | Permit to Work | ptw, permit-to-work | health-safety:0.5
construction | incident-investigation | Incident Investigation | accident investigation, root cause investigation | health-safety:0.4, root-cause:0.4
construction | iso-45001 | ISO 45001 | ohsas 18001, iso 14001 | health-safety:0.5
construction | electrical-installation | Electrical Installation | electrical wiring, wiring, electrician, installation electrique, 18th edition | electrical-systems:0.6
engineering | solidworks | SolidWorks | catia, creo, inventor, nx, 3d cad, fusion 360 | autocad:0.3
engineering | gdt | GD&T | gd&t, geometric dimensioning and tolerancing, tolerancing, cotation fonctionnelle | solidworks:0.3
engineering | fea | Finite Element Analysis | fea, fem, ansys, abaqus | solidworks:0.3
engineering | dfm | Design for Manufacturing | dfm, dfma, design for assembly | 
engineering | iso-9001 | ISO 9001 | quality management system, qms, iso 9001:2015 | iatf:0.5, quality-control:0.4
engineering | iatf | IATF 16949 | iatf, ts 16949, ppap, apqp, automotive quality | iso-9001:0.5, fmea:0.4
engineering | root-cause | Root Cause Analysis | rca, 8d, 5 whys, ishikawa, problem solving methodology, resolution de problemes | fmea:0.4
engineering | fmea | FMEA | amdec, pfmea, dfmea, failure mode and effects analysis | root-cause:0.4
engineering | spc | SPC | statistical process control, msa, control charts, capability studies | six-sigma:0.5
engineering | six-sigma | Six Sigma | six sigma green belt, six sigma black belt, green belt, black belt, dmaic | lean:0.6, spc:0.5
engineering | supplier-quality | Supplier Quality | supplier audits, audit fournisseurs, supplier quality assurance, sqa, supplier development | iatf:0.5
engineering | quality-control | Quality Control | quality assurance, qa/qc, qc, controle qualite, ctrl qualite, quality inspection, ncr, qaqc, ndt, quality inspections | iso-9001:0.4
engineering | production-planning | Production Planning | production scheduling, planification de la production | mrp:0.6
engineering | plc | PLC | plc programming, siemens s7, allen-bradley, automates programmables, tia portal, scada | instrumentation:0.5, electrical-systems:0.4
engineering | preventive-maintenance | Preventive Maintenance | planned maintenance, maintenance preventive, predictive maintenance, cmms | electrical-systems:0.3
engineering | electrical-systems | Electrical Systems | electrical maintenance, electrical engineering, electrotechnique, low voltage, high voltage, switchgear, electrical testing | plc:0.3, electrical-installation:0.6
engineering | hydraulics | Hydraulics | hydraulique, hydraulic systems | pneumatics:0.6
engineering | pneumatics | Pneumatics | pneumatique | hydraulics:0.6
engineering | instrumentation | Instrumentation and Control | instrumentation, i&c, control systems, calibration, loop checks, etalonnage, transmitters | plc:0.5
engineering | mechanical-design | Mechanical Design | mechanical engineering, conception mecanique, machine design | solidworks:0.5, fea:0.3
engineering | rotating-equipment | Rotating Equipment | pumps, compressors, pumps and compressors, turbines, vibration analysis, machines tournantes | preventive-maintenance:0.4
engineering | pid | P&IDs | p&id, p&ids, piping and instrumentation diagrams | instrumentation:0.4
energy | solar-pv | Solar PV | solar, photovoltaics, photovoltaic, photovoltaique, pv, solar power, solar energy, centrales solaires, solar farms, inverters, onduleurs | energy-modelling:0.4, grid-connection:0.4, wind-energy:0.4
energy | pvsyst | PVsyst | pv syst, helioscope | solar-pv:0.6, energy-modelling:0.5
energy | energy-modelling | Energy Modelling | energy modeling, energy yield, yield assessment, etudes de productible, productible, energy simulation | pvsyst:0.5
energy | grid-connection | Grid Connection | grid, raccordement reseau, raccordement au reseau, interconnection, substations, power systems, reseau electrique | electrical-systems:0.4
energy | wind-energy | Wind Energy | wind, wind turbines, wind farms, eolien, onshore wind, offshore wind | solar-pv:0.4
energy | battery-storage | Battery Storage | bess, energy storage, batteries, stockage d'energie | solar-pv:0.4
energy | oil-gas | Oil and Gas | oil & gas, oil and gas, petroleum, upstream, downstream, midstream, refinery, offshore, petrole, hydrocarbons | pipeline-engineering:0.5
energy | pipeline-engineering | Pipeline Engineering | pipeline integrity, pipeline design, oil pipelines, gas pipelines, oil and gas pipelines, pipeline construction, pipeline engineering, piping | oil-gas:0.5
energy | reservoir-engineering | Reservoir Engineering | reservoir, drilling, well engineering, production engineering | oil-gas:0.5
hr | recruitment | Recruitment | recruiting, talent acquisition, sourcing candidates, hiring, recrutement, interviewing, headhunting, full-cycle recruiting, recruitment marketing | onboarding:0.4, employer-branding:0.4
hr | onboarding | Onboarding | employee onboarding, integration des nouveaux, induction | recruitment:0.4
hr | employee-relations | Employee Relations | relations sociales, grievances, disciplinary, employee engagement | labour-law:0.5
hr | hris | HRIS | workday, successfactors, bamboohr, sirh, hr systems, hr information system, oracle hcm | payroll:0.3
hr | labour-law | Labour Law | employment law, labor law, droit du travail, code du travail | employee-relations:0.5
hr | payroll | Payroll | paie, payroll processing, gestion de la paie, wps | hris:0.3, accounting:0.2
hr | compensation | Compensation and Benefits | compensation, benefits, c&b, rewards, reward, remuneration, salary benchmarking | payroll:0.3
hr | organisation-design | Organisation Design | organization design, org design, workforce planning, operating model | change-management:0.5
hr | change-management | Change Management | conduite du changement, change management | organisation-design:0.5
hr | learning-development | Learning and Development | l&d, training, staff development, training and development, formation, staff training, training needs analysis | onboarding:0.3, instructional-design:0.3
hr | employer-branding | Employer Branding | employer brand, marque employeur | recruitment:0.4
hr | hr-policies | HR Policies | hr policy, policies and procedures, employee handbook | labour-law:0.4, employee-relations:0.4
hr | people-leadership | Team Leadership | team leadership, people management, leading teams, team management, managing teams, staff management, line management, team lead, people leadership, leadership, management d'equipe, encadrement, encadrer, supervision, supervising staff, direct reports, managing a team, leading a team, team leader, mentoring junior | coaching-people:0.5
hr | coaching-people | Coaching | coaching, mentoring, mentorship | people-leadership:0.5
retail | retail-operations | Retail Operations | store operations, retail management, store management, shop management, gestion de magasin, retail | visual-merchandising:0.4, inventory-management:0.3
retail | visual-merchandising | Visual Merchandising | merchandising, =vm, product display, presentation visuelle, planograms | retail-operations:0.4
retail | point-of-sale | Point of Sale | pos, pos systems, cash handling, tills, caisse, checkout | customer-service:0.3
retail | ecommerce | E-commerce | ecommerce, e-commerce, online retail, shopify, magento, woocommerce, marketplaces, amazon seller central, commerce en ligne | conversion-optimisation:0.4
retail | assortment-planning | Assortment Planning | merchandise planning, range planning, open-to-buy, otb, buying, retail math, category management | forecasting:0.4
retail | product-knowledge | Product Knowledge | | 
customer-service | customer-service | Customer Service | customer support, customer care, service client, client service, support client, customer experience, customer satisfaction, handling complaints, complaint handling, after-sales | guest-relations:0.5, client-relationship:0.3
customer-service | zendesk | Zendesk | freshdesk, intercom, ticketing systems, help desk software, servicenow | customer-service:0.4
customer-service | call-centre | Contact Centre | call centre, call center, contact center, live chat, inbound calls, phone support, centre d'appels | customer-service:0.5
customer-service | it-support | IT Support | help desk, helpdesk, technical support, desktop support, service desk, support informatique, troubleshooting | zendesk:0.3, linux:0.2
consulting | strategy | Strategy | corporate strategy, business strategy, strategy consulting, strategic planning, strategie | market-research:0.4
consulting | powerpoint | PowerPoint | presentations, slide decks, keynote | 
consulting | erp-implementation | ERP Implementation | erp implementation, data migration, system implementation, finance processes, integrateur erp | sap:0.5, oracle-erp:0.5, erp:0.5
nonprofit | monitoring-evaluation | Monitoring and Evaluation | m&e, meal, monitoring & evaluation, logframes, logframe, theory of change, suivi et evaluation | survey-design:0.4, data-analysis:0.3, donor-reporting:0.4
nonprofit | donor-reporting | Donor Reporting | donor relations, grant reporting, donor management | grant-writing:0.5
nonprofit | grant-writing | Grant Writing | grant applications, proposal writing, proposal development, fundraising, collecte de fonds | donor-reporting:0.5, copywriting:0.3
nonprofit | community-engagement | Community Engagement | community outreach, outreach, community development, mobilisation communautaire | facilitation:0.4
nonprofit | case-management | Case Management | casework, social work, travail social, safeguarding adults | 
nonprofit | facilitation | Facilitation | workshop facilitation, animation d'ateliers | community-engagement:0.4
nonprofit | policy-research | Policy Research | policy analysis, public policy, policy briefs, analyse des politiques | report-writing:0.4, economics:0.4
nonprofit | report-writing | Report Writing | report writing, technical writing, redaction de rapports | copywriting:0.3
nonprofit | economics | Economics | economic analysis, econometrics, economie | statistics:0.3
agriculture | crop-management | Crop Management | agronomy, agronomie, crop production, crop protection, horticulture | irrigation:0.5, soil-analysis:0.5
agriculture | irrigation | Irrigation | drip irrigation, water management | crop-management:0.5
agriculture | soil-analysis | Soil Analysis | soil science, soil testing | crop-management:0.5
agriculture | ipm | Integrated Pest Management | ipm, pest control, plant protection | crop-management:0.5
agriculture | food-quality | Food Quality | iso 22000, fssc 22000, brc, food quality control, sensory analysis, food traceability | haccp:0.5, quality-control:0.4
agriculture | laboratory-testing | Laboratory Testing | lab testing, laboratory analysis, analyses de laboratoire, laboratory techniques, lab work | clinical-chemistry:0.3, food-quality:0.3
legal | contract-law | Contract Law | contract drafting, commercial contracts, legal drafting, droit des contrats | contract-administration:0.3
legal | litigation | Litigation | dispute resolution, contentieux, arbitration | 
general | languages-arabic | Arabic | arabe, arabic language | 
general | languages-french | French | francais, french language | 
general | languages-english | English | anglais, english language | 
general | first-aid | First Aid | first aid, premiers secours, sst | bls:0.5
general | communication | Communication | communication skills, written communication, verbal communication, presentation skills, public speaking | 
general | problem-solving | Problem Solving | problem-solving, analytical thinking, critical thinking | 
general | microsoft-office | Microsoft Office | ms office, office 365, word, outlook, microsoft 365 | excel:0.4
`;

const ROLE_TABLE = `
software | software-engineer | software engineer, software developer, developer, programmer, software engineering, developpeur, developpeuse, ingenieur logiciel, ingenieure logiciel, full stack developer, full-stack developer, fullstack developer, full stack engineer, web developer, application developer, software development engineer, sde, coder, developpeur full stack, developpeur web | frontend-developer:0.75, backend-developer:0.8, mobile-developer:0.6, devops-engineer:0.5, data-engineer:0.45, qa-engineer:0.45
software | frontend-developer | frontend developer, front-end developer, front end developer, frontend engineer, front-end engineer, front end engineer, ui developer, ui engineer, web developer, developpeur front-end, developpeur frontend, javascript developer, react developer | software-engineer:0.75, backend-developer:0.5, mobile-developer:0.5, ux-designer:0.3
software | backend-developer | backend developer, back-end developer, back end developer, backend engineer, back-end engineer, api developer, java developer, python developer, .net developer, developpeur back-end, developpeur backend, node.js developer | software-engineer:0.8, frontend-developer:0.5, devops-engineer:0.5, data-engineer:0.5
software | mobile-developer | mobile developer, ios developer, android developer, mobile engineer, flutter developer, react native developer | software-engineer:0.6, frontend-developer:0.5
software | devops-engineer | devops engineer, devops, site reliability engineer, sre, platform engineer, cloud engineer, infrastructure engineer, systems engineer, ingenieur devops, cloud architect, reliability engineer | software-engineer:0.5, backend-developer:0.5, sysadmin:0.6, security-analyst:0.3
software | sysadmin | system administrator, systems administrator, sysadmin, network administrator, network engineer, it administrator, administrateur systeme | devops-engineer:0.6, it-support:0.5, security-analyst:0.4
software | qa-engineer | qa engineer, test engineer, software tester, qa analyst, quality assurance engineer, sdet, test automation engineer | software-engineer:0.45
software | software-architect | software architect, solutions architect, solution architect, technical architect, architecte logiciel, enterprise architect | software-engineer:0.7, backend-developer:0.6, devops-engineer:0.5
software | engineering-manager | engineering manager, head of engineering, vp engineering, cto, chief technology officer, tech lead, technical lead, development manager | software-engineer:0.7, backend-developer:0.6, frontend-developer:0.6
software | it-support | it support, it support specialist, help desk, helpdesk technician, service desk analyst, desktop support, technicien support, technicien informatique, support engineer | sysadmin:0.5
data | data-scientist | data scientist, machine learning engineer, ml engineer, ai engineer, research scientist, applied scientist, data science, deep learning engineer | data-analyst:0.6, data-engineer:0.55, software-engineer:0.3
data | data-analyst | data analyst, business intelligence analyst, bi analyst, analyste de donnees, reporting analyst, insights analyst, analytics, operations analyst, bi developer, healthcare data analyst, analytics analyst | data-scientist:0.6, data-engineer:0.5, business-analyst:0.5, financial-analyst:0.35
data | data-engineer | data engineer, analytics engineer, big data engineer, etl developer, ingenieur data, data platform engineer | data-scientist:0.55, data-analyst:0.5, backend-developer:0.5, software-engineer:0.45
design | ux-designer | ux designer, ui designer, ux/ui designer, ui/ux designer, product designer, interaction designer, ux researcher, user researcher, designer ux, ux design, service designer, digital services designer, web designer | graphic-designer:0.45, product-manager:0.35, frontend-developer:0.3
design | graphic-designer | graphic designer, visual designer, brand designer, graphiste, designer graphique, art director, directeur artistique, illustrator, motion designer | ux-designer:0.45, video-producer:0.4, marketing-specialist:0.25
design | architect | architect, architecte, project architect, architectural designer, design architect | civil-engineer:0.45, interior-designer:0.5, construction-manager:0.3
design | interior-designer | interior designer, architecte d'interieur, interior architect | architect:0.5
media | video-producer | video producer, video editor, videographer, filmmaker, monteur video, motion designer, content producer, camera operator | graphic-designer:0.4, content-writer:0.3, social-media-manager:0.3
product | product-manager | product manager, product owner, chef de produit, product lead, head of product, group product manager, technical product manager, pm | business-analyst:0.5, project-manager-it:0.45, ux-designer:0.35
product | business-analyst | business analyst, business systems analyst, functional analyst, analyste fonctionnel, analyste metier, process analyst | product-manager:0.5, data-analyst:0.5, project-manager-it:0.45, consultant:0.45
product | project-manager-it | it project manager, technical project manager, delivery manager, scrum master, project manager it, chef de projet informatique, chef de projet it, program manager it, digital project manager | product-manager:0.45, business-analyst:0.45, project-manager:0.55
security | security-analyst | cybersecurity analyst, security analyst, soc analyst, information security analyst, cyber security analyst, security engineer, penetration tester, analyste soc, analyste cybersecurite, security operations | sysadmin:0.4, devops-engineer:0.3
nursing | nurse | nurse, registered nurse, rn, staff nurse, charge nurse, icu nurse, critical care nurse, er nurse, emergency nurse, theatre nurse, scrub nurse, clinical nurse, nurse practitioner, infirmier, infirmiere, infirmier diplome d'etat, ide, ibode, nursing officer, ward nurse, head nurse, nurse manager, nursing sister, cadre de sante, bloc operatoire nurse, infirmier de bloc operatoire, infirmiere de bloc operatoire, ward manager | midwife:0.6, care-assistant:0.5, nursing-educator:0.6, paramedic:0.5, doctor:0.3
nursing | midwife | midwife, sage-femme, registered midwife | nurse:0.6
nursing | care-assistant | healthcare assistant, care assistant, nursing assistant, aide-soignant, aide-soignante, caregiver, care worker, support worker, nursing aide, patient care assistant | nurse:0.5
nursing | nursing-educator | nurse educator, clinical educator, clinical nurse educator, nursing lecturer, formateur en soins infirmiers | nurse:0.6, teacher:0.35
nursing | paramedic | paramedic, emergency medical technician, emt, ambulancier | nurse:0.5
nursing | doctor | doctor, physician, medical officer, general practitioner, gp, medecin, consultant physician, surgeon, resident doctor | nurse:0.3
nursing | pharmacist | pharmacist, clinical pharmacist, pharmacien, pharmacienne, pharmacy manager, retail pharmacist, hospital pharmacist | pharmacy-technician:0.6, doctor:0.2
nursing | pharmacy-technician | pharmacy technician, pharmacy assistant, preparateur en pharmacie | pharmacist:0.6
nursing | physiotherapist | physiotherapist, physical therapist, physio, kinesitherapeute, masseur-kinesitherapeute, masseur kinesitherapeute, kine, rehabilitation therapist, occupational therapist | care-assistant:0.2, nurse:0.25
nursing | lab-technologist | medical laboratory technologist, laboratory technologist, lab technician, laboratory technician, biomedical scientist, medical technologist, technicien de laboratoire, clinical laboratory scientist | lab-analyst:0.5
finance | accountant | accountant, comptable, staff accountant, senior accountant, general accountant, chartered accountant, accounts assistant, accounting officer, accounting specialist, bookkeeper, aide-comptable, accounts payable specialist, accounts payable clerk, gl accountant, chef comptable, accounting manager, cost accountant | financial-controller:0.7, auditor:0.6, financial-analyst:0.5, tax-specialist:0.55, payroll-specialist:0.35
finance | financial-controller | financial controller, finance manager, controller, controleur de gestion, controleur financier, head of finance, cfo, chief financial officer, finance director, directeur financier, responsable administratif et financier, daf | accountant:0.7, financial-analyst:0.6, auditor:0.5
finance | auditor | auditor, internal auditor, external auditor, audit associate, audit senior, audit manager, auditeur, auditrice, commissaire aux comptes | accountant:0.6, financial-controller:0.5, compliance-officer:0.4, risk-analyst:0.35
finance | tax-specialist | tax accountant, tax specialist, tax consultant, tax advisor, fiscaliste, tax manager | accountant:0.55, auditor:0.4
finance | financial-analyst | financial analyst, fp&a analyst, finance analyst, investment analyst, equity analyst, analyste financier, corporate finance analyst, credit analyst, fp&a manager, valuation analyst | financial-controller:0.6, accountant:0.5, risk-analyst:0.5, data-analyst:0.35, investment-banker:0.5
finance | investment-banker | investment banker, investment banking analyst, m&a analyst, private equity associate, portfolio manager, fund manager | financial-analyst:0.5, relationship-manager:0.35
finance | risk-analyst | risk analyst, credit risk analyst, risk manager, market risk analyst, analyste risques, analyste credit, risk officer, fraud analyst, fraud risk analyst | compliance-officer:0.5, financial-analyst:0.5, data-analyst:0.35, auditor:0.35
finance | compliance-officer | compliance officer, compliance analyst, aml analyst, aml officer, kyc analyst, mlro, compliance manager, responsable conformite, charge de conformite, financial crime analyst | risk-analyst:0.5, auditor:0.4
finance | relationship-manager | relationship manager, private banker, wealth manager, banker, charge d'affaires, conseiller clientele, corporate banker, client advisor, financial advisor, conseiller financier | sales-representative:0.45, account-manager:0.5, financial-analyst:0.3
sales | sales-representative | sales representative, sales executive, account executive, sales associate, sales consultant, business development representative, business development executive, sales development representative, sdr, bdr, commercial, commerciale, attache commercial, ingenieur commercial, sales agent, inside sales, field sales, sales specialist, technico-commercial, territory sales, medical representative, delegue medical, sales advisor, conseiller de vente, vendeur, vendeuse, sales consultant | account-manager:0.65, sales-manager:0.6, business-development-manager:0.7, retail-sales:0.45, relationship-manager:0.4, leasing-consultant:0.5
sales | business-development-manager | business development manager, bdm, head of business development, partnerships manager, responsable developpement commercial, charge d'affaires commercial, export sales manager, export manager | sales-representative:0.7, sales-manager:0.65, account-manager:0.6
sales | account-manager | account manager, key account manager, client manager, customer success manager, kam, charge de clientele, responsable grands comptes | sales-representative:0.65, business-development-manager:0.6, relationship-manager:0.5, customer-service-rep:0.3
sales | sales-manager | sales manager, head of sales, sales director, regional sales manager, area sales manager, directeur commercial, responsable commercial, sales team leader, vp sales | business-development-manager:0.65, sales-representative:0.6, account-manager:0.5, store-manager:0.3
sales | leasing-consultant | leasing consultant, property consultant, real estate agent, real estate broker, property leasing consultant, agent immobilier, negociateur immobilier, property manager, leasing agent, real estate consultant | sales-representative:0.5
marketing | marketing-manager | marketing manager, head of marketing, marketing director, brand manager, responsable marketing, directeur marketing, chef de marque, product marketing manager, cmo, marketing lead, growth manager | marketing-specialist:0.7, social-media-manager:0.5, content-writer:0.35, sales-manager:0.3
marketing | marketing-specialist | digital marketing specialist, marketing specialist, digital marketing executive, marketing executive, marketing coordinator, performance marketing manager, performance marketer, growth marketer, ppc specialist, sem specialist, seo specialist, charge de marketing digital, charge de marketing, charge d'acquisition, traffic manager, marketing assistant, digital marketer, paid media specialist, crm specialist, email marketing specialist | marketing-manager:0.7, social-media-manager:0.6, content-writer:0.45
marketing | social-media-manager | social media manager, social media specialist, community manager, social media executive, content creator, responsable reseaux sociaux | marketing-specialist:0.6, marketing-manager:0.5, content-writer:0.5
marketing | content-writer | content writer, copywriter, content marketing manager, content strategist, redacteur, redactrice, redacteur web, redactrice web, concepteur-redacteur, editor, journalist, technical writer, content editor, seo writer | social-media-manager:0.5, marketing-specialist:0.45, grant-writer:0.35
marketing | pr-specialist | public relations specialist, pr manager, communications manager, communications officer, charge de communication, responsable communication, press officer | marketing-manager:0.5, content-writer:0.45
teaching | teacher | teacher, teachers, schoolteacher, school teacher, mathematics teacher, maths teacher, math teacher, science teacher, english teacher, primary teacher, secondary teacher, enseignant, enseignante, professeur, professeure, professeur des ecoles, tutor, lecturer, instructor, educator, subject teacher, class teacher, homeroom teacher, physics teacher, chemistry teacher, history teacher, english language teacher, esl teacher, tefl teacher, formateur, formatrice, teaching assistant, learning support assistant | early-years-educator:0.5, school-principal:0.45, instructional-designer:0.45, academic-advisor:0.45, nursing-educator:0.3
teaching | early-years-educator | nursery nurse, nursery teacher, nursery practitioner, early years practitioner, early years educator, early years teacher, preschool teacher, kindergarten teacher, pre-k teacher, childcare worker, childcare practitioner, nanny, educateur de jeunes enfants, educatrice de jeunes enfants, auxiliaire de puericulture, puericulteur, assistante maternelle, montessori teacher, nursery assistant, nursery manager | teacher:0.5, care-assistant:0.2
teaching | school-principal | school principal, head teacher, headteacher, head of school, vice principal, deputy head, deputy headteacher, school director, proviseur, principal of school, directeur d'ecole, directrice d'ecole, assistant principal | teacher:0.45
teaching | instructional-designer | instructional designer, learning designer, e-learning developer, learning experience designer, concepteur pedagogique, ingenieur pedagogique, curriculum developer, learning and development specialist, training specialist, trainer, corporate trainer, l&d specialist | teacher:0.45, hr-generalist:0.3, ux-designer:0.25
teaching | academic-advisor | academic advisor, student advisor, career advisor, school counsellor, school counselor, guidance counsellor, student success advisor, admissions officer, conseiller d'orientation | teacher:0.45
logistics | logistics-coordinator | logistics coordinator, logistics specialist, logistics officer, shipping coordinator, logistics executive, logistics analyst, logistics manager, transport coordinator, transport planner, coordinateur logistique, responsable logistique, gestionnaire transport, import export coordinator, dispatcher, operations coordinator logistics, logistics supervisor, head of logistics | freight-forwarder:0.65, supply-chain-planner:0.55, warehouse-supervisor:0.5, fleet-manager:0.5, procurement-specialist:0.35
logistics | freight-forwarder | freight forwarding specialist, freight forwarder, freight coordinator, customs broker, customs specialist, declarant en douane, transitaire, freight agent, shipping agent, export coordinator, import coordinator, freight forwarding coordinator | logistics-coordinator:0.65
logistics | supply-chain-planner | supply chain planner, demand planner, supply planner, supply chain analyst, supply chain manager, inventory planner, material planner, production planner, planificateur, planificatrice, demand and supply planner, s&op manager, head of supply chain, supply chain director | logistics-coordinator:0.55, procurement-specialist:0.5, data-analyst:0.25, merchandise-planner:0.4
logistics | procurement-specialist | procurement specialist, buyer, purchasing officer, procurement officer, procurement manager, category manager procurement, acheteur, acheteuse, sourcing specialist, purchasing manager, responsable achats | supply-chain-planner:0.5, logistics-coordinator:0.35, merchandise-planner:0.35
logistics | warehouse-supervisor | warehouse supervisor, warehouse manager, warehouse team leader, warehouse operative, warehouse associate, warehouse operator, stock controller, inventory controller, chef d'entrepot, responsable d'entrepot, magasinier, cariste, forklift operator, picker packer, distribution centre manager, warehouse shift manager | logistics-coordinator:0.5, supply-chain-planner:0.3
logistics | fleet-manager | fleet manager, fleet coordinator, transport manager, gestionnaire de flotte, fleet supervisor, fleet operations manager | logistics-coordinator:0.5, driver:0.35
logistics | driver | delivery driver, driver, truck driver, lorry driver, hgv driver, van driver, chauffeur, chauffeur livreur, courier, livreur, bus driver, chauffeur poids lourd | fleet-manager:0.35, warehouse-supervisor:0.25
hospitality | front-office-manager | front office manager, front desk manager, guest relations manager, responsable de la reception, chef de reception, reception manager, rooms division manager, front of house manager, guest services manager, front office supervisor | receptionist:0.65, hotel-manager:0.6, guest-service-agent:0.6
hospitality | receptionist | receptionist, front desk agent, front office agent, hotel receptionist, receptionniste, night auditor, concierge, guest service agent, guest experience agent, guest relations officer, guest relations agent, agent d'accueil, front desk clerk | front-office-manager:0.65, guest-service-agent:0.8, customer-service-rep:0.45
hospitality | guest-service-agent | guest experience agent, guest service agent, guest relations agent, guest relations executive, guest services associate, guest ambassador | receptionist:0.8, front-office-manager:0.55, customer-service-rep:0.5
hospitality | hotel-manager | hotel manager, general manager hotel, hotel general manager, directeur d'hotel, directrice d'hotel, operations manager hotel, resort manager, duty manager, assistant hotel manager | front-office-manager:0.6, revenue-manager:0.35, restaurant-manager:0.5
hospitality | revenue-manager | revenue manager, revenue analyst, yield manager, pricing manager, revenue management analyst, director of revenue, distribution manager | hotel-manager:0.35, financial-analyst:0.3, data-analyst:0.3
hospitality | chef | chef, chef de partie, sous chef, sous-chef, head chef, executive chef, cook, line cook, commis chef, commis, cuisinier, cuisiniere, chef de cuisine, pastry chef, patissier, demi chef de partie, kitchen manager, second de cuisine | restaurant-manager:0.35, barista:0.2
hospitality | barista | barista, coffee barista, head barista, barista trainer, coffee shop assistant, cafe assistant | waiter:0.5, chef:0.2, retail-sales:0.25
hospitality | waiter | waiter, waitress, server, food and beverage attendant, f&b attendant, bartender, barman, serveur, serveuse, chef de rang, commis de salle, host, hostess, banquet server | barista:0.5, restaurant-manager:0.45
hospitality | restaurant-manager | restaurant manager, f&b manager, food and beverage manager, outlet manager, cafe manager, directeur de restaurant, responsable de salle, maitre d'hotel, assistant restaurant manager | waiter:0.45, hotel-manager:0.5, chef:0.35, store-manager:0.3
hospitality | tour-guide | tour guide, tourist guide, guide, guide touristique, guide conferencier, travel guide, tour leader, tour operator, travel consultant, travel agent, agent de voyage | receptionist:0.3
hospitality | event-manager | event manager, event coordinator, event planner, events manager, wedding planner, charge d'evenementiel, chef de projet evenementiel, conference coordinator | hotel-manager:0.3, marketing-specialist:0.3
hospitality | housekeeper | housekeeper, room attendant, housekeeping supervisor, executive housekeeper, femme de chambre, valet de chambre, gouvernante | receptionist:0.25
construction | civil-engineer | civil engineer, structural engineer, site engineer, highway engineer, geotechnical engineer, ingenieur civil, ingenieur genie civil, ingenieur structure, ingenieur travaux, conducteur de travaux, infrastructure engineer, resident engineer, design engineer civil, water engineer | construction-manager:0.6, quantity-surveyor:0.45, architect:0.45, mechanical-engineer:0.3
construction | construction-manager | project manager construction, construction project manager, construction manager, site manager, project director construction, chef de projet construction, directeur de travaux, chef de chantier, site supervisor, general foreman, construction superintendent, project engineer, project manager, chef de projet | civil-engineer:0.6, quantity-surveyor:0.5, project-manager:0.6
construction | project-manager | project manager, program manager, programme manager, project coordinator, chef de projet, pmo, project director, project officer | construction-manager:0.6, project-manager-it:0.55, programme-manager-ngo:0.5
construction | quantity-surveyor | quantity surveyor, cost engineer, cost manager, commercial manager construction, estimator, cost estimator, economiste de la construction, metreur, contracts manager, commercial manager | construction-manager:0.5, civil-engineer:0.45
construction | hse-officer | hse officer, hse manager, safety officer, health and safety officer, hse engineer, safety engineer, ehs officer, ehs manager, responsable hse, animateur securite, qhse manager, hse advisor, safety supervisor, hse coordinator | construction-manager:0.3, quality-engineer:0.35
construction | electrician | electrician, electricien, electrical technician, maintenance electrician, electrical fitter, solar installer, solar technician, pv technician, installateur photovoltaique | maintenance-technician:0.6, solar-technician:0.6
engineering | mechanical-engineer | mechanical engineer, design engineer, ingenieur mecanique, ingenieur en mecanique, product design engineer, mechanical design engineer, r&d engineer, manufacturing engineer, process engineer, industrial engineer, ingenieur industriel, ingenieur methodes, ingenieur procedes, automation engineer, ingenieur automatisme, controls engineer | quality-engineer:0.5, maintenance-technician:0.35, civil-engineer:0.3, renewable-engineer:0.35, field-service-engineer:0.45, electrical-engineer:0.45
engineering | electrical-engineer | electrical engineer, ingenieur electricien, ingenieur electrotechnique, power engineer, electrical design engineer, power systems engineer | renewable-engineer:0.55, mechanical-engineer:0.45, electrician:0.45, instrumentation-technician:0.4
engineering | quality-engineer | quality engineer, quality manager, quality assurance manager, supplier quality engineer, ingenieur qualite, ingenieur qualite fournisseurs, responsable qualite, quality inspector, qa/qc engineer, qa/qc inspector, qc inspector, quality technician, quality control inspector, quality specialist, continuous improvement engineer, lean manager | mechanical-engineer:0.5, food-quality-technician:0.5, production-supervisor:0.45, hse-officer:0.35
engineering | production-supervisor | production supervisor, production manager, plant manager, manufacturing supervisor, shift supervisor production, operations supervisor manufacturing, chef d'equipe production, responsable production, chef d'atelier, production team leader, factory manager | quality-engineer:0.45, maintenance-technician:0.35, warehouse-supervisor:0.4
engineering | maintenance-technician | maintenance technician, maintenance engineer, maintenance mechanic, technicien de maintenance, technicienne de maintenance, maintenance supervisor, maintenance manager, industrial mechanic, millwright, maintenance planner, mechanical technician, responsable maintenance, multi-skilled technician | instrumentation-technician:0.6, electrician:0.6, field-service-engineer:0.55, solar-technician:0.5, mechanical-engineer:0.35
engineering | instrumentation-technician | instrumentation technician, instrument technician, i&c technician, control technician, instrumentation engineer, technicien instrumentation, calibration technician, automation technician, plc technician | maintenance-technician:0.6, field-service-engineer:0.5, electrical-engineer:0.4
engineering | field-service-engineer | field service engineer, field engineer, service engineer, technicien itinerant, field service technician, commissioning engineer, rotating equipment engineer, service technician | maintenance-technician:0.55, instrumentation-technician:0.5, mechanical-engineer:0.45
energy | renewable-engineer | renewable energy engineer, solar engineer, pv engineer, solar pv engineer, wind engineer, energy engineer, solar design engineer, ingenieur en energies renouvelables, ingenieur energies renouvelables, ingenieur photovoltaique, ingenieur solaire, energy analyst, energy consultant, grid engineer, ingenieure en energies renouvelables | electrical-engineer:0.55, solar-technician:0.5, mechanical-engineer:0.35, petroleum-engineer:0.25
energy | solar-technician | solar technician, solar operations technician, o&m technician solar, pv technician, solar installer, wind turbine technician, solar plant technician, technicien photovoltaique, technicien de maintenance solaire, operations and maintenance technician, solar o&m technician | renewable-engineer:0.5, electrician:0.6, maintenance-technician:0.5
energy | petroleum-engineer | petroleum engineer, pipeline engineer, drilling engineer, reservoir engineer, production engineer oil, process engineer oil and gas, well engineer, ingenieur petrolier, pipeline integrity engineer, subsea engineer, completions engineer, piping engineer | field-service-engineer:0.45, mechanical-engineer:0.4, renewable-engineer:0.25, hse-officer:0.25
hr | hr-generalist | human resources generalist, hr generalist, hr officer, hr manager, hr business partner, hrbp, human resources manager, people partner, people operations, hr coordinator, hr specialist, hr assistant, responsable rh, charge rh, charge de ressources humaines, gestionnaire rh, hr advisor, head of people, hr director, drh, people manager hr, human resources officer, hr executive | recruiter:0.6, hr-consultant:0.65, payroll-specialist:0.45, instructional-designer:0.3
hr | recruiter | recruiter, talent acquisition specialist, talent acquisition partner, talent acquisition manager, recruitment consultant, technical recruiter, recruitment specialist, charge de recrutement, recruteur, recruteuse, talent sourcer, sourcer, talent acquisition lead, head of talent acquisition, recruitment manager | hr-generalist:0.6, hr-consultant:0.45, sales-representative:0.25
hr | hr-consultant | hr consultant, human resources consultant, organisational development consultant, compensation analyst, reward manager, compensation and benefits specialist, c&b specialist, consultant rh, workforce planning analyst, od consultant | hr-generalist:0.65, recruiter:0.45, consultant:0.45
hr | payroll-specialist | payroll specialist, payroll officer, payroll administrator, payroll manager, gestionnaire de paie, payroll accountant, responsable paie | hr-generalist:0.45, accountant:0.35
retail | store-manager | store manager, shop manager, retail manager, assistant store manager, branch manager retail, directeur de magasin, responsable de magasin, area manager retail, boutique manager, department manager retail, store supervisor, retail supervisor | retail-sales:0.5, restaurant-manager:0.3, sales-manager:0.3, warehouse-supervisor:0.25
retail | retail-sales | sales associate, retail assistant, shop assistant, sales assistant, cashier, retail sales associate, store associate, conseiller de vente, vendeur, vendeuse, hote de caisse, caissier, caissiere, beauty advisor, retail associate, sales advisor retail, shop floor assistant | store-manager:0.5, customer-service-rep:0.5, sales-representative:0.45, barista:0.25
retail | ecommerce-manager | e-commerce manager, ecommerce manager, online store manager, digital commerce manager, marketplace manager, responsable e-commerce, e-commerce specialist, ecommerce specialist, e-commerce executive | marketing-specialist:0.5, marketing-manager:0.45, merchandise-planner:0.35
retail | merchandise-planner | merchandise planner, merchandiser, buyer retail, assistant buyer, allocator, category manager, merchandise planning manager, acheteur retail | supply-chain-planner:0.4, procurement-specialist:0.35, ecommerce-manager:0.35
customer-service | customer-service-rep | customer service representative, customer service agent, customer support agent, customer support specialist, customer service advisor, call centre agent, call center agent, contact centre agent, customer care agent, conseiller clientele, charge de clientele service client, teleconseiller, teleconseillere, customer service executive, customer experience agent, support agent, client service representative, customer success associate | receptionist:0.45, guest-service-agent:0.5, retail-sales:0.5, account-manager:0.3, it-support:0.3
consulting | consultant | management consultant, strategy consultant, consultant, business consultant, consultant en strategie, consultant en management, associate consultant, senior consultant, engagement manager, strategy analyst | business-analyst:0.45, erp-consultant:0.4, hr-consultant:0.45, financial-analyst:0.35
consulting | erp-consultant | erp consultant, sap consultant, sap fico consultant, oracle consultant, dynamics consultant, functional consultant, consultant erp, consultant sap, erp analyst, netsuite consultant, erp functional consultant | business-analyst:0.5, consultant:0.4, accountant:0.3
nonprofit | programme-manager-ngo | program manager, programme manager, program officer, programme officer, project officer, chef de projet humanitaire, country director, program coordinator, programme coordinator, humanitarian program manager | monitoring-evaluation-officer:0.55, grant-writer:0.45, community-outreach-officer:0.45, project-manager:0.5
nonprofit | grant-writer | grant writer, fundraiser, fundraising manager, development officer, charge de collecte de fonds, grants manager, partnerships officer, donor relations officer, proposal writer | programme-manager-ngo:0.45, content-writer:0.35
nonprofit | community-outreach-officer | community outreach officer, community officer, outreach worker, social worker, community development officer, case manager, case worker, travailleur social, assistante sociale, animateur, community engagement officer, community mobiliser | programme-manager-ngo:0.45
nonprofit | monitoring-evaluation-officer | monitoring and evaluation officer, m&e officer, meal officer, m&e specialist, monitoring and evaluation specialist, charge de suivi-evaluation, meal coordinator, m&e manager, research officer | programme-manager-ngo:0.55, data-analyst:0.45, policy-analyst:0.4
nonprofit | policy-analyst | policy analyst, policy advisor, policy officer, public policy analyst, economist, research analyst policy, charge d'etudes, analyste politique, government relations | monitoring-evaluation-officer:0.4, consultant:0.35
agriculture | agronomist | agronomist, agronome, ingenieur agronome, farm manager, crop advisor, agricultural engineer, horticulturist, agricultural technician, technicien agricole | food-quality-technician:0.3
agriculture | food-quality-technician | food quality technician, quality technician food, food safety officer, food technologist, qa technician food, quality controller food, technicien qualite agroalimentaire, food safety manager, laboratory analyst food, food scientist | quality-engineer:0.5, lab-analyst:0.5, agronomist:0.3
agriculture | lab-analyst | laboratory analyst, lab analyst, chemist, analytical chemist, laboratory chemist, technicien chimiste, qc analyst, quality control analyst | lab-technologist:0.5, food-quality-technician:0.5
legal | lawyer | lawyer, solicitor, attorney, legal counsel, in-house counsel, avocat, avocate, juriste, paralegal, legal advisor, legal officer, general counsel | compliance-officer:0.4
`;

// Which professions border which: partial credit between fields (applied symmetrically).
const FIELD_RELATIONS: readonly [string, string, number][] = [
  ["software", "data", 0.45],
  ["software", "security", 0.45],
  ["software", "design", 0.25],
  ["software", "product", 0.35],
  ["data", "product", 0.3],
  ["data", "finance", 0.25],
  ["data", "marketing", 0.2],
  ["design", "product", 0.4],
  ["design", "marketing", 0.3],
  ["design", "media", 0.45],
  ["media", "marketing", 0.45],
  ["marketing", "sales", 0.45],
  ["sales", "retail", 0.4],
  ["sales", "customer-service", 0.35],
  ["retail", "customer-service", 0.45],
  ["retail", "hospitality", 0.3],
  ["hospitality", "customer-service", 0.45],
  ["finance", "consulting", 0.35],
  ["product", "consulting", 0.3],
  ["hr", "consulting", 0.3],
  ["hr", "teaching", 0.15],
  ["teaching", "nursing", 0.1],
  ["logistics", "retail", 0.25],
  ["logistics", "engineering", 0.25],
  ["construction", "engineering", 0.4],
  ["construction", "energy", 0.35],
  ["engineering", "energy", 0.45],
  ["agriculture", "engineering", 0.2],
  ["agriculture", "hospitality", 0.15],
  ["nonprofit", "data", 0.2],
  ["nonprofit", "teaching", 0.15],
  ["legal", "finance", 0.2],
];

export interface TSkillEntry {
  id: string;
  label: string;
  field: string;
  /** Aliases as word sequences (singular). */
  aliases: string[][];
  /** Aliases that count only as a whole skills-list item ("go", "r"). */
  listAliases: string[][];
  related: Map<string, number>;
}

export interface TRoleEntry {
  id: string;
  field: string;
  aliases: string[][];
  related: Map<string, number>;
}

function parseRelated(text: string | undefined): Map<string, number> {
  const related = new Map<string, number>();
  for (const part of (text ?? "").split(",")) {
    const [id, credit] = part.trim().split(":");
    if (id && credit) related.set(id.trim(), Number(credit));
  }
  return related;
}

function rows(table: string): string[][] {
  return table
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => line.split("|").map((cell) => cell.trim()));
}

/** Parses the skills table; `toWords` turns an alias into its word sequence. */
export function parseSkillTable(toWords: (alias: string) => string[]): TSkillEntry[] {
  return rows(SKILL_TABLE).map(([field, id, label, aliases, related]) => {
    const normal: string[][] = [toWords(label), toWords(id.replace(/-/g, " "))];
    const listOnly: string[][] = [];
    for (const alias of (aliases ?? "").split(",")) {
      const trimmed = alias.trim();
      if (!trimmed) continue;
      if (trimmed.startsWith("=")) listOnly.push(toWords(trimmed.slice(1)));
      else if (trimmed.endsWith("=")) listOnly.push(toWords(trimmed.slice(0, -1)));
      else normal.push(toWords(trimmed));
    }
    return {
      id,
      label,
      field,
      aliases: normal.filter((words) => words.length > 0),
      listAliases: listOnly.filter((words) => words.length > 0),
      related: parseRelated(related),
    };
  });
}

export function parseRoleTable(toWords: (alias: string) => string[]): TRoleEntry[] {
  return rows(ROLE_TABLE).map(([field, id, aliases, related]) => ({
    id,
    field,
    aliases: (aliases ?? "")
      .split(",")
      .map((alias) => toWords(alias.trim()))
      .filter((words) => words.length > 0),
    related: parseRelated(related),
  }));
}

/** Field -> field -> credit, symmetric, 1 on the diagonal. */
export function fieldRelations(): Map<string, Map<string, number>> {
  const relations = new Map<string, Map<string, number>>();
  const set = (a: string, b: string, credit: number) => {
    if (!relations.has(a)) relations.set(a, new Map());
    relations.get(a)!.set(b, credit);
  };
  for (const [a, b, credit] of FIELD_RELATIONS) {
    set(a, b, credit);
    set(b, a, credit);
  }
  return relations;
}
