// The taxonomy's lines for sales, marketing and teaching, in the format index.ts describes.
export const SKILL_LINES = `
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
`;

export const ROLE_LINES = `
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
`;
