// The taxonomy's lines for software, data, design, media, product and security, in the format
// index.ts describes.
export const SKILL_LINES = `
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
software | mobile-dev | Mobile Development | mobile apps development, mobile app development, mobile applications, تطوير تطبيقات الجوال | react-native:0.5, swift:0.5, android:0.5, flutter:0.5
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
software | testing | Automated Testing | unit testing, test automation, automated tests, tdd, test-driven development, tests automatises, integration testing, end-to-end testing, الاختبارات الآلية | jest:0.6, cypress:0.6
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
data | machine-learning | Machine Learning | ml, scikit-learn, sklearn, predictive modelling, predictive modeling, xgboost, apprentissage automatique, تعلم الآلة, التعلم الآلي | deep-learning:0.6, statistics:0.4
data | deep-learning | Deep Learning | neural networks, tensorflow, pytorch, keras, computer vision | machine-learning:0.6, nlp:0.4
data | nlp | NLP | natural language processing, llm, large language models, text mining | deep-learning:0.5
data | statistics | Statistics | statistical analysis, statistical modelling, regression, hypothesis testing, statistiques, econometrics, الإحصاء | data-analysis:0.5
data | data-analysis | Data Analysis | data analytics, analytics, analyse de donnees, data analyse, analysing data, quantitative analysis, تحليل البيانات | statistics:0.4, excel:0.3, data-visualisation:0.4
data | data-visualisation | Data Visualisation | data visualization, dashboards, dashboarding, reporting dashboards, tableaux de bord, tableau, looker, looker studio, data studio, تصور البيانات | power-bi:0.7, data-analysis:0.4
data | power-bi | Power BI | powerbi, power bi, dax | data-visualisation:0.7, excel:0.3
data | airflow | Airflow | apache airflow, dagster, prefect, orchestration of data pipelines | etl:0.6
data | etl | ETL | data pipelines, data pipeline, elt, data integration, data engineering | airflow:0.5, dbt:0.5, spark:0.4
data | dbt | dbt | data build tool | etl:0.5, sql:0.4
data | spark | Spark | apache spark, pyspark, hadoop, databricks, big data | etl:0.4, python:0.2
data | data-warehouse | Data Warehousing | data warehouse, snowflake, redshift, data modelling, data modeling | sql:0.4, etl:0.4
data | ab-testing | A/B Testing | a/b testing, ab testing, a/b tests, split testing, experimentation | statistics:0.3, conversion-optimisation:0.4
data | r-lang | R | =r, rstudio, r programming | statistics:0.5, python:0.3
data | hl7 | HL7 | fhir, hl7 fhir | ehr:0.4
data | survey-design | Survey Design | surveys, questionnaire design, kobotoolbox, odk, جمع البيانات, أدوات جمع البيانات, تصميم الاستبيانات | data-analysis:0.3, monitoring-evaluation:0.4
design | figma | Figma | sketch, adobe xd, invision | prototyping:0.4, design-systems:0.3
design | user-research | User Research | ux research, user interviews, usability research, recherche utilisateur, user testing, أبحاث المستخدمين | usability-testing:0.7
design | usability-testing | Usability Testing | usability tests, tests utilisateurs | user-research:0.7
design | prototyping | Prototyping | wireframing, wireframes, prototypes, maquettage | figma:0.4
design | design-systems | Design Systems | design system, component library, ui kit | figma:0.3, css:0.2
design | ux-design | UX Design | user experience, ux, ui design, interaction design, ui/ux, ux/ui, user interface design, تجربة المستخدم, تصميم تجربة المستخدم | user-research:0.4, prototyping:0.4, service-design:0.5
design | service-design | Service Design | service blueprint, journey mapping, customer journey mapping | ux-design:0.5, user-research:0.4
design | adobe-illustrator | Adobe Illustrator | illustrator | photoshop:0.6, indesign:0.5
design | photoshop | Photoshop | adobe photoshop | adobe-illustrator:0.6, indesign:0.5
design | indesign | InDesign | adobe indesign | adobe-illustrator:0.5
design | typography | Typography | typographie | graphic-design:0.4
design | graphic-design | Graphic Design | visual design, brand design, brand identity, graphisme, visual identity, التصميم الجرافيكي, التصميم الغرافيكي | adobe-illustrator:0.4, typography:0.4
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
security | incident-response | Incident Response | security incident response, dfir, forensics, الاستجابة للحوادث | threat-hunting:0.5
security | threat-hunting | Threat Hunting | threat intelligence, threat detection | incident-response:0.5
security | network-security | Network Security | firewalls, ids/ips, vpn, network defence, securite reseau, أمن الشبكات | 
security | iso-27001 | ISO 27001 | iso/iec 27001, isms | regulatory-compliance:0.3
security | penetration-testing | Penetration Testing | pentesting, ethical hacking, burp suite, vulnerability assessment | 
`;

export const ROLE_LINES = `
software | software-engineer | software engineer, software developer, developer, programmer, software engineering, developpeur, developpeuse, ingenieur logiciel, ingenieure logiciel, full stack developer, full-stack developer, fullstack developer, full stack engineer, web developer, application developer, software development engineer, sde, coder, developpeur full stack, developpeur web, مهندس برمجيات, مطور برمجيات, مبرمج, مطور ويب | frontend-developer:0.75, backend-developer:0.8, mobile-developer:0.6, devops-engineer:0.5, data-engineer:0.45, qa-engineer:0.45
software | frontend-developer | frontend developer, front-end developer, front end developer, frontend engineer, front-end engineer, front end engineer, ui developer, ui engineer, web developer, developpeur front-end, developpeur frontend, javascript developer, react developer, مطور واجهات أمامية, مطور واجهات | software-engineer:0.75, backend-developer:0.5, mobile-developer:0.5, ux-designer:0.3
software | backend-developer | backend developer, back-end developer, back end developer, backend engineer, back-end engineer, api developer, java developer, python developer, .net developer, developpeur back-end, developpeur backend, node.js developer, مطور واجهات خلفية, مطور خلفي | software-engineer:0.8, frontend-developer:0.5, devops-engineer:0.5, data-engineer:0.5
software | mobile-developer | mobile developer, ios developer, android developer, mobile engineer, flutter developer, react native developer, مطور تطبيقات الجوال, مطور تطبيقات | software-engineer:0.6, frontend-developer:0.5
software | devops-engineer | devops engineer, devops, site reliability engineer, sre, platform engineer, cloud engineer, infrastructure engineer, systems engineer, ingenieur devops, cloud architect, reliability engineer, مهندس سحابة, مهندس حوسبة سحابية | software-engineer:0.5, backend-developer:0.5, sysadmin:0.6, security-analyst:0.3
software | sysadmin | system administrator, systems administrator, sysadmin, network administrator, network engineer, it administrator, administrateur systeme, مسؤول أنظمة, مهندس شبكات, مدير شبكات | devops-engineer:0.6, it-support:0.5, security-analyst:0.4
software | qa-engineer | qa engineer, test engineer, software tester, qa analyst, quality assurance engineer, sdet, test automation engineer, مختبر برمجيات, مهندس اختبار برمجيات | software-engineer:0.45
software | software-architect | software architect, solutions architect, solution architect, technical architect, architecte logiciel, enterprise architect | software-engineer:0.7, backend-developer:0.6, devops-engineer:0.5
software | engineering-manager | engineering manager, head of engineering, vp engineering, cto, chief technology officer, tech lead, technical lead, development manager | software-engineer:0.7, backend-developer:0.6, frontend-developer:0.6
software | it-support | it support, it support specialist, help desk, helpdesk technician, service desk analyst, desktop support, technicien support, technicien informatique, support engineer, فني دعم فني, أخصائي دعم فني, الدعم الفني | sysadmin:0.5
data | data-scientist | data scientist, machine learning engineer, ml engineer, ai engineer, research scientist, applied scientist, data science, deep learning engineer, عالم بيانات | data-analyst:0.6, data-engineer:0.55, software-engineer:0.3
data | data-analyst | data analyst, business intelligence analyst, bi analyst, analyste de donnees, reporting analyst, insights analyst, analytics, operations analyst, bi developer, healthcare data analyst, analytics analyst, محلل بيانات | data-scientist:0.6, data-engineer:0.5, business-analyst:0.5, financial-analyst:0.35
data | data-engineer | data engineer, analytics engineer, big data engineer, etl developer, ingenieur data, data platform engineer, مهندس بيانات | data-scientist:0.55, data-analyst:0.5, backend-developer:0.5, software-engineer:0.45
design | ux-designer | ux designer, ui designer, ux/ui designer, ui/ux designer, product designer, interaction designer, ux researcher, user researcher, designer ux, ux design, service designer, digital services designer, web designer, مصمم تجربة المستخدم, مصمم واجهات المستخدم | graphic-designer:0.45, product-manager:0.35, frontend-developer:0.3
design | graphic-designer | graphic designer, visual designer, brand designer, graphiste, designer graphique, art director, directeur artistique, illustrator, motion designer, مصمم جرافيك, مصمم جرافيكي, مصمم غرافيك | ux-designer:0.45, video-producer:0.4, marketing-specialist:0.25
design | architect | architect, architecte, project architect, architectural designer, design architect, مهندس معماري, مهندسة معمارية | civil-engineer:0.45, interior-designer:0.5, construction-manager:0.3
design | interior-designer | interior designer, architecte d'interieur, interior architect | architect:0.5
media | video-producer | video producer, video editor, videographer, filmmaker, monteur video, motion designer, content producer, camera operator | graphic-designer:0.4, content-writer:0.3, social-media-manager:0.3
product | product-manager | product manager, product owner, chef de produit, product lead, head of product, group product manager, technical product manager, pm, مدير منتج, مالك المنتج | business-analyst:0.5, project-manager-it:0.45, ux-designer:0.35
product | business-analyst | business analyst, business systems analyst, functional analyst, analyste fonctionnel, analyste metier, process analyst, محلل أعمال | product-manager:0.5, data-analyst:0.5, project-manager-it:0.45, consultant:0.45
product | project-manager-it | it project manager, technical project manager, delivery manager, scrum master, project manager it, chef de projet informatique, chef de projet it, program manager it, digital project manager | product-manager:0.45, business-analyst:0.45, project-manager:0.55
security | security-analyst | cybersecurity analyst, security analyst, soc analyst, information security analyst, cyber security analyst, security engineer, penetration tester, analyste soc, analyste cybersecurite, security operations, محلل أمن سيبراني, محلل أمن المعلومات, مهندس أمن معلومات | sysadmin:0.4, devops-engineer:0.3
`;
