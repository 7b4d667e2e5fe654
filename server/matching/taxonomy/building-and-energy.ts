// The taxonomy's lines for construction, engineering and energy, in the format index.ts
// describes.
export const SKILL_LINES = `
construction | autocad | AutoCAD | autocad civil, cad, dao, autodesk autocad, autocad 2d, أوتوكاد | civil-3d:0.5, revit:0.4, solidworks:0.3
construction | civil-3d | Civil 3D | autocad civil 3d | autocad:0.5, road-design:0.4
construction | revit | Revit | autodesk revit | bim:0.7, autocad:0.4
construction | bim | BIM | building information modelling, building information modeling, navisworks | revit:0.7
construction | rhino | Rhino | grasshopper, sketchup | revit:0.3
construction | project-management | Project Management | project planning, project delivery, gestion de projet, pilotage de projet, project control, managing projects, programme management, program management, إدارة المشاريع, إدارة المشروعات | pmp:0.5, prince2:0.5, agile:0.2
construction | pmp | PMP | project management professional, capm | project-management:0.6, prince2:0.5
construction | prince2 | PRINCE2 | prince 2 | project-management:0.6, pmp:0.5
construction | primavera | Primavera P6 | primavera, p6, ms project, microsoft project, planning schedules, scheduling | project-management:0.4
construction | contract-administration | Contract Administration | contract management, gestion des contrats, variations | fidic:0.6
construction | fidic | FIDIC | fidic contracts, nec, nec4, jct | contract-administration:0.6
construction | cost-control | Cost Control | cost management, cost reporting, controle des couts | cost-estimation:0.5, budgeting:0.4
construction | cost-estimation | Cost Estimation | estimating, cost estimating, costx, cost planning, chiffrage, estimation, تقدير التكاليف | quantity-surveying:0.6, cost-control:0.5
construction | quantity-surveying | Quantity Surveying | qs, bills of quantities, boq, valuations, metre, interim valuations, حصر الكميات, حساب الكميات | cost-estimation:0.6, contract-administration:0.4
construction | site-supervision | Site Supervision | site management, site engineering, supervision de chantier, conduite de travaux, construction supervision, site works, الإشراف على المواقع, الإشراف على الموقع, الإشراف الميداني, إدارة الموقع | health-safety:0.3
construction | structural-drawings | Structural Drawings | technical drawings, shop drawings, plans d'execution, drawings, المخططات الإنشائية, قراءة المخططات, المخططات التنفيذية | autocad:0.3
construction | structural-engineering | Structural Engineering | structural design, structural analysis, etabs, sap2000, reinforced concrete, beton arme, steel structures, calcul de structures, الهندسة الإنشائية, التصميم الإنشائي, الخرسانة المسلحة, الهيكل الإنشائي | structural-drawings:0.3
construction | road-design | Road Design | highway design, pavement design, conception routiere, transport infrastructure | drainage-design:0.4, civil-3d:0.4
construction | drainage-design | Drainage Design | drainage, stormwater, hydraulics design, assainissement | road-design:0.4
construction | building-codes | Building Codes | building regulations, planning permission, codes de construction | 
construction | architecture-design | Architectural Design | design development, concept design, architectural drawings, conception architecturale | revit:0.3
construction | health-safety | Health and Safety | hse, safety, occupational health and safety, sante et securite, securite au travail, osha, iosh, site safety, السلامة المهنية, الصحة والسلامة المهنية, الصحة والسلامة, السلامة والصحة المهنية | nebosh:0.5, risk-assessment-hse:0.5
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
engineering | quality-control | Quality Control | quality assurance, qa/qc, qc, controle qualite, ctrl qualite, quality inspection, ncr, qaqc, ndt, quality inspections, ضبط الجودة, مراقبة الجودة, ضمان الجودة | iso-9001:0.4
engineering | production-planning | Production Planning | production scheduling, planification de la production | mrp:0.6
engineering | plc | PLC | plc programming, siemens s7, allen-bradley, automates programmables, tia portal, scada | instrumentation:0.5, electrical-systems:0.4
engineering | preventive-maintenance | Preventive Maintenance | planned maintenance, maintenance preventive, predictive maintenance, cmms, الصيانة الوقائية | electrical-systems:0.3
engineering | electrical-systems | Electrical Systems | electrical maintenance, electrical engineering, electrotechnique, low voltage, high voltage, switchgear, electrical testing, الأنظمة الكهربائية | plc:0.3, electrical-installation:0.6
engineering | hydraulics | Hydraulics | hydraulique, hydraulic systems | pneumatics:0.6
engineering | pneumatics | Pneumatics | pneumatique | hydraulics:0.6
engineering | instrumentation | Instrumentation and Control | instrumentation, i&c, control systems, calibration, loop checks, etalonnage, transmitters | plc:0.5
engineering | mechanical-design | Mechanical Design | mechanical engineering, conception mecanique, machine design | solidworks:0.5, fea:0.3
engineering | rotating-equipment | Rotating Equipment | pumps, compressors, pumps and compressors, turbines, vibration analysis, machines tournantes | preventive-maintenance:0.4
engineering | pid | P&IDs | p&id, p&ids, piping and instrumentation diagrams | instrumentation:0.4
energy | solar-pv | Solar PV | solar, photovoltaics, photovoltaic, photovoltaique, pv, solar power, solar energy, centrales solaires, solar farms, inverters, onduleurs, الطاقة الشمسية, الألواح الشمسية, الخلايا الكهروضوئية | energy-modelling:0.4, grid-connection:0.4, wind-energy:0.4
energy | pvsyst | PVsyst | pv syst, helioscope | solar-pv:0.6, energy-modelling:0.5
energy | energy-modelling | Energy Modelling | energy modeling, energy yield, yield assessment, etudes de productible, productible, energy simulation | pvsyst:0.5
energy | grid-connection | Grid Connection | grid, raccordement reseau, raccordement au reseau, interconnection, substations, power systems, reseau electrique | electrical-systems:0.4
energy | wind-energy | Wind Energy | wind, wind turbines, wind farms, eolien, onshore wind, offshore wind | solar-pv:0.4
energy | battery-storage | Battery Storage | bess, energy storage, batteries, stockage d'energie | solar-pv:0.4
energy | oil-gas | Oil and Gas | oil & gas, oil and gas, petroleum, upstream, downstream, midstream, refinery, offshore, petrole, hydrocarbons, النفط والغاز | pipeline-engineering:0.5
energy | pipeline-engineering | Pipeline Engineering | pipeline integrity, pipeline design, oil pipelines, gas pipelines, oil and gas pipelines, pipeline construction, pipeline engineering, piping | oil-gas:0.5
energy | reservoir-engineering | Reservoir Engineering | reservoir, drilling, well engineering, production engineering | oil-gas:0.5
`;

export const ROLE_LINES = `
construction | civil-engineer | civil engineer, structural engineer, site engineer, highway engineer, geotechnical engineer, ingenieur civil, ingenieur genie civil, ingenieur structure, ingenieur travaux, conducteur de travaux, infrastructure engineer, resident engineer, design engineer civil, water engineer, مهندس مدني, مهندسة مدنية, مهندس موقع, مهندس موقع مدني, مهندس إنشائي, مهندس إنشاءات | construction-manager:0.6, quantity-surveyor:0.45, architect:0.45, mechanical-engineer:0.3
construction | construction-manager | project manager construction, construction project manager, construction manager, site manager, project director construction, chef de projet construction, directeur de travaux, chef de chantier, site supervisor, general foreman, construction superintendent, project engineer, project manager, chef de projet, مدير موقع, مشرف موقع, مدير مشروع إنشاءات | civil-engineer:0.6, quantity-surveyor:0.5, project-manager:0.6
construction | project-manager | project manager, program manager, programme manager, project coordinator, chef de projet, pmo, project director, project officer, مدير مشروع, مدير مشاريع, منسق مشاريع | construction-manager:0.6, project-manager-it:0.55, programme-manager-ngo:0.5
construction | quantity-surveyor | quantity surveyor, cost engineer, cost manager, commercial manager construction, estimator, cost estimator, economiste de la construction, metreur, contracts manager, commercial manager, مهندس كميات, مقدر تكاليف | construction-manager:0.5, civil-engineer:0.45
construction | hse-officer | hse officer, hse manager, safety officer, health and safety officer, hse engineer, safety engineer, ehs officer, ehs manager, responsable hse, animateur securite, qhse manager, hse advisor, safety supervisor, hse coordinator, مسؤول سلامة, مشرف سلامة, مهندس سلامة, أخصائي سلامة | construction-manager:0.3, quality-engineer:0.35
construction | electrician | electrician, electricien, electrical technician, maintenance electrician, electrical fitter, solar installer, solar technician, pv technician, installateur photovoltaique, كهربائي, فني كهرباء | maintenance-technician:0.6, solar-technician:0.6
engineering | mechanical-engineer | mechanical engineer, design engineer, ingenieur mecanique, ingenieur en mecanique, product design engineer, mechanical design engineer, r&d engineer, manufacturing engineer, process engineer, industrial engineer, ingenieur industriel, ingenieur methodes, ingenieur procedes, automation engineer, ingenieur automatisme, controls engineer, مهندس ميكانيكي, مهندس ميكانيكا, مهندس صناعي | quality-engineer:0.5, maintenance-technician:0.35, civil-engineer:0.3, renewable-engineer:0.35, field-service-engineer:0.45, electrical-engineer:0.45
engineering | electrical-engineer | electrical engineer, ingenieur electricien, ingenieur electrotechnique, power engineer, electrical design engineer, power systems engineer, مهندس كهربائي, مهندس كهرباء | renewable-engineer:0.55, mechanical-engineer:0.45, electrician:0.45, instrumentation-technician:0.4
engineering | quality-engineer | quality engineer, quality manager, quality assurance manager, supplier quality engineer, ingenieur qualite, ingenieur qualite fournisseurs, responsable qualite, quality inspector, qa/qc engineer, qa/qc inspector, qc inspector, quality technician, quality control inspector, quality specialist, continuous improvement engineer, lean manager, مهندس جودة, مراقب جودة, مفتش جودة | mechanical-engineer:0.5, food-quality-technician:0.5, production-supervisor:0.45, hse-officer:0.35
engineering | production-supervisor | production supervisor, production manager, plant manager, manufacturing supervisor, shift supervisor production, operations supervisor manufacturing, chef d'equipe production, responsable production, chef d'atelier, production team leader, factory manager | quality-engineer:0.45, maintenance-technician:0.35, warehouse-supervisor:0.4
engineering | maintenance-technician | maintenance technician, maintenance engineer, maintenance mechanic, technicien de maintenance, technicienne de maintenance, maintenance supervisor, maintenance manager, industrial mechanic, millwright, maintenance planner, mechanical technician, responsable maintenance, multi-skilled technician, فني صيانة, مهندس صيانة | instrumentation-technician:0.6, electrician:0.6, field-service-engineer:0.55, solar-technician:0.5, mechanical-engineer:0.35
engineering | instrumentation-technician | instrumentation technician, instrument technician, i&c technician, control technician, instrumentation engineer, technicien instrumentation, calibration technician, automation technician, plc technician | maintenance-technician:0.6, field-service-engineer:0.5, electrical-engineer:0.4
engineering | field-service-engineer | field service engineer, field engineer, service engineer, technicien itinerant, field service technician, commissioning engineer, rotating equipment engineer, service technician | maintenance-technician:0.55, instrumentation-technician:0.5, mechanical-engineer:0.45
energy | renewable-engineer | renewable energy engineer, solar engineer, pv engineer, solar pv engineer, wind engineer, energy engineer, solar design engineer, ingenieur en energies renouvelables, ingenieur energies renouvelables, ingenieur photovoltaique, ingenieur solaire, energy analyst, energy consultant, grid engineer, ingenieure en energies renouvelables, مهندس طاقة متجددة, مهندس طاقة شمسية | electrical-engineer:0.55, solar-technician:0.5, mechanical-engineer:0.35, petroleum-engineer:0.25
energy | solar-technician | solar technician, solar operations technician, o&m technician solar, pv technician, solar installer, wind turbine technician, solar plant technician, technicien photovoltaique, technicien de maintenance solaire, operations and maintenance technician, solar o&m technician | renewable-engineer:0.5, electrician:0.6, maintenance-technician:0.5
energy | petroleum-engineer | petroleum engineer, pipeline engineer, drilling engineer, reservoir engineer, production engineer oil, process engineer oil and gas, well engineer, ingenieur petrolier, pipeline integrity engineer, subsea engineer, completions engineer, piping engineer, مهندس بترول | field-service-engineer:0.45, mechanical-engineer:0.4, renewable-engineer:0.25, hse-officer:0.25
`;
