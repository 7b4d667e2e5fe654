// The taxonomy's lines for logistics and hospitality, in the format index.ts describes.
export const SKILL_LINES = `
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
`;

export const ROLE_LINES = `
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
`;
