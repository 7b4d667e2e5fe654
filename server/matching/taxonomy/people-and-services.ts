// The taxonomy's lines for HR, retail, customer service, consulting, non-profit work, agriculture
// and law, and the skills of every field ("general"), in the format index.ts describes.
export const SKILL_LINES = `
hr | recruitment | Recruitment | recruiting, talent acquisition, sourcing candidates, hiring, recrutement, interviewing, headhunting, full-cycle recruiting, recruitment marketing, التوظيف, استقطاب المواهب | onboarding:0.4, employer-branding:0.4
hr | onboarding | Onboarding | employee onboarding, integration des nouveaux, induction, تأهيل الموظفين الجدد | recruitment:0.4
hr | employee-relations | Employee Relations | relations sociales, grievances, disciplinary, employee engagement, علاقات الموظفين | labour-law:0.5
hr | hris | HRIS | workday, successfactors, bamboohr, sirh, hr systems, hr information system, oracle hcm, نظام معلومات الموارد البشرية | payroll:0.3
hr | labour-law | Labour Law | employment law, labor law, droit du travail, code du travail, قانون العمل, نظام العمل | employee-relations:0.5
hr | payroll | Payroll | paie, payroll processing, gestion de la paie, wps, الرواتب, كشوف الرواتب, مسيرات الرواتب | hris:0.3, accounting:0.2
hr | compensation | Compensation and Benefits | compensation, benefits, c&b, rewards, reward, remuneration, salary benchmarking, التعويضات والمزايا | payroll:0.3
hr | organisation-design | Organisation Design | organization design, org design, workforce planning, operating model | change-management:0.5
hr | change-management | Change Management | conduite du changement, change management | organisation-design:0.5
hr | learning-development | Learning and Development | l&d, training, staff development, training and development, formation, staff training, training needs analysis, التدريب والتطوير | onboarding:0.3, instructional-design:0.3
hr | employer-branding | Employer Branding | employer brand, marque employeur | recruitment:0.4
hr | hr-policies | HR Policies | hr policy, policies and procedures, employee handbook | labour-law:0.4, employee-relations:0.4
hr | people-leadership | Team Leadership | team leadership, people management, leading teams, team management, managing teams, staff management, line management, team lead, people leadership, leadership, management d'equipe, encadrement, encadrer, supervision, supervising staff, direct reports, managing a team, leading a team, team leader, mentoring junior, قيادة الفرق, قيادة الفريق, إدارة الفريق, إدارة الفرق, الإشراف على الفريق | coaching-people:0.5
hr | coaching-people | Coaching | coaching, mentoring, mentorship | people-leadership:0.5
retail | retail-operations | Retail Operations | store operations, retail management, store management, shop management, gestion de magasin, retail, إدارة المتاجر, إدارة المتجر, إدارة متجر, عمليات التجزئة, البيع بالتجزئة, تجارة التجزئة | visual-merchandising:0.4, inventory-management:0.3
retail | visual-merchandising | Visual Merchandising | merchandising, =vm, product display, presentation visuelle, planograms, العرض المرئي, العرض المرئي للبضائع, عرض البضائع | retail-operations:0.4
retail | point-of-sale | Point of Sale | pos, pos systems, cash handling, tills, caisse, checkout, نقاط البيع, نقطة البيع, أنظمة نقاط البيع | customer-service:0.3
retail | ecommerce | E-commerce | ecommerce, e-commerce, online retail, shopify, magento, woocommerce, marketplaces, amazon seller central, commerce en ligne, التجارة الإلكترونية | conversion-optimisation:0.4
retail | assortment-planning | Assortment Planning | merchandise planning, range planning, open-to-buy, otb, buying, retail math, category management | forecasting:0.4
retail | product-knowledge | Product Knowledge | معرفة المنتجات | 
customer-service | customer-service | Customer Service | customer support, customer care, service client, client service, support client, customer experience, customer satisfaction, handling complaints, complaint handling, after-sales, خدمة العملاء, رضا العملاء | guest-relations:0.5, client-relationship:0.3
customer-service | zendesk | Zendesk | freshdesk, intercom, ticketing systems, help desk software, servicenow | customer-service:0.4
customer-service | call-centre | Contact Centre | call centre, call center, contact center, live chat, inbound calls, phone support, centre d'appels, مركز الاتصال, مركز الاتصالات | customer-service:0.5
customer-service | it-support | IT Support | help desk, helpdesk, technical support, desktop support, service desk, support informatique, troubleshooting | zendesk:0.3, linux:0.2
consulting | strategy | Strategy | corporate strategy, business strategy, strategy consulting, strategic planning, strategie, التخطيط الاستراتيجي | market-research:0.4
consulting | powerpoint | PowerPoint | presentations, slide decks, keynote | 
consulting | erp-implementation | ERP Implementation | erp implementation, data migration, system implementation, finance processes, integrateur erp | sap:0.5, oracle-erp:0.5, erp:0.5
nonprofit | monitoring-evaluation | Monitoring and Evaluation | m&e, meal, monitoring & evaluation, logframes, logframe, theory of change, suivi et evaluation, المتابعة والتقييم, الرصد والتقييم | survey-design:0.4, data-analysis:0.3, donor-reporting:0.4
nonprofit | donor-reporting | Donor Reporting | donor relations, grant reporting, donor management, تقارير المانحين | grant-writing:0.5
nonprofit | grant-writing | Grant Writing | grant applications, proposal writing, proposal development, fundraising, collecte de fonds, كتابة المقترحات, كتابة طلبات المنح | donor-reporting:0.5, copywriting:0.3
nonprofit | community-engagement | Community Engagement | community outreach, outreach, community development, mobilisation communautaire, المشاركة المجتمعية | facilitation:0.4
nonprofit | case-management | Case Management | casework, social work, travail social, safeguarding adults, إدارة الحالات | 
nonprofit | facilitation | Facilitation | workshop facilitation, animation d'ateliers | community-engagement:0.4
nonprofit | policy-research | Policy Research | policy analysis, public policy, policy briefs, analyse des politiques, تحليل السياسات, كتابة أوراق السياسات, أوراق السياسات, السياسات العامة | report-writing:0.4, economics:0.4
nonprofit | report-writing | Report Writing | report writing, technical writing, redaction de rapports, كتابة التقارير, إعداد التقارير | copywriting:0.3
nonprofit | economics | Economics | economic analysis, econometrics, economie, الاقتصاد | statistics:0.3
agriculture | crop-management | Crop Management | agronomy, agronomie, crop production, crop protection, horticulture | irrigation:0.5, soil-analysis:0.5
agriculture | irrigation | Irrigation | drip irrigation, water management, الري | crop-management:0.5
agriculture | soil-analysis | Soil Analysis | soil science, soil testing | crop-management:0.5
agriculture | ipm | Integrated Pest Management | ipm, pest control, plant protection | crop-management:0.5
agriculture | food-quality | Food Quality | iso 22000, fssc 22000, brc, food quality control, sensory analysis, food traceability | haccp:0.5, quality-control:0.4
agriculture | laboratory-testing | Laboratory Testing | lab testing, laboratory analysis, analyses de laboratoire, laboratory techniques, lab work | clinical-chemistry:0.3, food-quality:0.3
legal | contract-law | Contract Law | contract drafting, commercial contracts, legal drafting, droit des contrats, قانون العقود, صياغة العقود | contract-administration:0.3
legal | litigation | Litigation | dispute resolution, contentieux, arbitration, التقاضي | 
general | languages-arabic | Arabic | arabe, arabic language, اللغة العربية | 
general | languages-french | French | francais, french language, اللغة الفرنسية | 
general | languages-english | English | anglais, english language, اللغة الإنجليزية, اللغة الإنكليزية | 
general | first-aid | First Aid | first aid, premiers secours, sst, الإسعافات الأولية | bls:0.5
general | communication | Communication | communication skills, written communication, verbal communication, presentation skills, public speaking, مهارات التواصل, مهارات الاتصال | 
general | problem-solving | Problem Solving | problem-solving, analytical thinking, critical thinking, حل المشكلات | 
general | microsoft-office | Microsoft Office | ms office, office 365, word, outlook, microsoft 365 | excel:0.4
`;

export const ROLE_LINES = `
hr | hr-generalist | human resources generalist, hr generalist, hr officer, hr manager, hr business partner, hrbp, human resources manager, people partner, people operations, hr coordinator, hr specialist, hr assistant, responsable rh, charge rh, charge de ressources humaines, gestionnaire rh, hr advisor, head of people, hr director, drh, people manager hr, human resources officer, hr executive, أخصائي موارد بشرية, أخصائية موارد بشرية, مدير موارد بشرية, مسؤول موارد بشرية | recruiter:0.6, hr-consultant:0.65, payroll-specialist:0.45, instructional-designer:0.3
hr | recruiter | recruiter, talent acquisition specialist, talent acquisition partner, talent acquisition manager, recruitment consultant, technical recruiter, recruitment specialist, charge de recrutement, recruteur, recruteuse, talent sourcer, sourcer, talent acquisition lead, head of talent acquisition, recruitment manager, أخصائي توظيف, مسؤول توظيف, أخصائي استقطاب المواهب | hr-generalist:0.6, hr-consultant:0.45, sales-representative:0.25
hr | hr-consultant | hr consultant, human resources consultant, organisational development consultant, compensation analyst, reward manager, compensation and benefits specialist, c&b specialist, consultant rh, workforce planning analyst, od consultant | hr-generalist:0.65, recruiter:0.45, consultant:0.45
hr | payroll-specialist | payroll specialist, payroll officer, payroll administrator, payroll manager, gestionnaire de paie, payroll accountant, responsable paie, أخصائي رواتب, محاسب رواتب | hr-generalist:0.45, accountant:0.35
retail | store-manager | store manager, shop manager, retail manager, assistant store manager, branch manager retail, directeur de magasin, responsable de magasin, area manager retail, boutique manager, department manager retail, store supervisor, retail supervisor, مدير متجر, مديرة متجر, مدير فرع, مشرف متجر | retail-sales:0.5, restaurant-manager:0.3, sales-manager:0.3, warehouse-supervisor:0.25
retail | retail-sales | sales associate, retail assistant, shop assistant, sales assistant, cashier, retail sales associate, store associate, conseiller de vente, vendeur, vendeuse, hote de caisse, caissier, caissiere, beauty advisor, retail associate, sales advisor retail, shop floor assistant, بائع, بائعة, كاشير, أمين صندوق, مستشار تجميل, مستشارة تجميل | store-manager:0.5, customer-service-rep:0.5, sales-representative:0.45, barista:0.25
retail | ecommerce-manager | e-commerce manager, ecommerce manager, online store manager, digital commerce manager, marketplace manager, responsable e-commerce, e-commerce specialist, ecommerce specialist, e-commerce executive, مدير التجارة الإلكترونية | marketing-specialist:0.5, marketing-manager:0.45, merchandise-planner:0.35
retail | merchandise-planner | merchandise planner, merchandiser, buyer retail, assistant buyer, allocator, category manager, merchandise planning manager, acheteur retail | supply-chain-planner:0.4, procurement-specialist:0.35, ecommerce-manager:0.35
customer-service | customer-service-rep | customer service representative, customer service agent, customer support agent, customer support specialist, customer service advisor, call centre agent, call center agent, contact centre agent, customer care agent, conseiller clientele, charge de clientele service client, teleconseiller, teleconseillere, customer service executive, customer experience agent, support agent, client service representative, customer success associate, ممثل خدمة العملاء, موظف خدمة العملاء, موظفة خدمة العملاء, أخصائي خدمة العملاء, موظف مركز اتصال | receptionist:0.45, guest-service-agent:0.5, retail-sales:0.5, account-manager:0.3, it-support:0.3
consulting | consultant | management consultant, strategy consultant, consultant, business consultant, consultant en strategie, consultant en management, associate consultant, senior consultant, engagement manager, strategy analyst, مستشار إداري, مستشار استراتيجي, مستشار أعمال | business-analyst:0.45, erp-consultant:0.4, hr-consultant:0.45, financial-analyst:0.35
consulting | erp-consultant | erp consultant, sap consultant, sap fico consultant, oracle consultant, dynamics consultant, functional consultant, consultant erp, consultant sap, erp analyst, netsuite consultant, erp functional consultant | business-analyst:0.5, consultant:0.4, accountant:0.3
nonprofit | programme-manager-ngo | program manager, programme manager, program officer, programme officer, project officer, chef de projet humanitaire, country director, program coordinator, programme coordinator, humanitarian program manager, مدير برنامج, منسق برامج, مسؤول برامج | monitoring-evaluation-officer:0.55, grant-writer:0.45, community-outreach-officer:0.45, project-manager:0.5
nonprofit | grant-writer | grant writer, fundraiser, fundraising manager, development officer, charge de collecte de fonds, grants manager, partnerships officer, donor relations officer, proposal writer, مسؤول جمع التبرعات | programme-manager-ngo:0.45, content-writer:0.35
nonprofit | community-outreach-officer | community outreach officer, community officer, outreach worker, social worker, community development officer, case manager, case worker, travailleur social, assistante sociale, animateur, community engagement officer, community mobiliser, أخصائي اجتماعي, عامل اجتماعي, مدير حالة | programme-manager-ngo:0.45
nonprofit | monitoring-evaluation-officer | monitoring and evaluation officer, m&e officer, meal officer, m&e specialist, monitoring and evaluation specialist, charge de suivi-evaluation, meal coordinator, m&e manager, research officer, مسؤول المتابعة والتقييم, مسؤول متابعة وتقييم, أخصائي المتابعة والتقييم, مسؤول الرصد والتقييم | programme-manager-ngo:0.55, data-analyst:0.45, policy-analyst:0.4
nonprofit | policy-analyst | policy analyst, policy advisor, policy officer, public policy analyst, economist, research analyst policy, charge d'etudes, analyste politique, government relations, محلل سياسات, محلل سياسات عامة, مستشار سياسات, باحث سياسات | monitoring-evaluation-officer:0.4, consultant:0.35
agriculture | agronomist | agronomist, agronome, ingenieur agronome, farm manager, crop advisor, agricultural engineer, horticulturist, agricultural technician, technicien agricole, مهندس زراعي | food-quality-technician:0.3
agriculture | food-quality-technician | food quality technician, quality technician food, food safety officer, food technologist, qa technician food, quality controller food, technicien qualite agroalimentaire, food safety manager, laboratory analyst food, food scientist | quality-engineer:0.5, lab-analyst:0.5, agronomist:0.3
agriculture | lab-analyst | laboratory analyst, lab analyst, chemist, analytical chemist, laboratory chemist, technicien chimiste, qc analyst, quality control analyst | lab-technologist:0.5, food-quality-technician:0.5
legal | lawyer | lawyer, solicitor, attorney, legal counsel, in-house counsel, avocat, avocate, juriste, paralegal, legal advisor, legal officer, general counsel, محامي, محام, مستشار قانوني | compliance-officer:0.4
`;
