// The assistant's curated knowledge base: career advice, how to use each feature, hiring tips,
// interview preparation, skills growth. What it says of Hirewise is what the site does
// (docs/product.md); links go to our own pages. The engine adds suggestions and buttons
// (server/services/assistant/knowledge.ts).
export const assistantKnowledge = {
  assistantKnowledge: {
    greeting: {
      visitor:
        "Hello! I am the Hirewise assistant. I can find jobs for you (try “remote React jobs in Dubai”), explain how the site works, and give career and interview advice. Sign in as a job seeker and I can also review your resume and explain your match to a job.",
      seeker:
        "Hello {{name}}! I can find jobs for you, review your newest resume, explain how well you match a job, show what the market asks for, and help with interviews and your career. What would you like to do?",
      company:
        "Hello {{name}}! I can find good candidates for your open jobs, give hiring tips, and explain how posting jobs, the applicant pipeline and the candidate directory work. What would you like to do?",
      thanks: "You are welcome! Ask me anything else about jobs, resumes or hiring.",
    },
    unknown: {
      body: "I am not sure I understood. I can search jobs (“find remote React jobs in Dubai”), review your resume, explain your match to a job, find candidates for a company's job, and answer questions about using Hirewise, careers, interviews and hiring. Try one of the suggestions below.",
    },
    careerAdvice: {
      body: "A few habits that move a career forward:\n- **Aim at the next role, not just the next job.** Read five job posts for the role you want next and list the skills they share: that list is your plan.\n- **Show results, not duties.** Each line of your resume should say what changed because of you, with a number where you can (time saved, sales, users, team size).\n- **Keep learning in public.** A small project, a certificate or a write-up shows a skill better than a claim.\n- **Ask for feedback** from your manager every few months, and act on one point at a time.\n- **Grow your network before you need it:** keep in touch with former colleagues and answer recruiters politely, even when you are not looking.\nOn Hirewise, your [dashboard](/dashboard) shows recommended jobs and the skills the market asks for that your resume lacks.",
    },
    skills: {
      body: "To grow your skills with purpose:\n- **Start from demand.** Ask me for market insights: I list the skills the open jobs matching your resume ask for that your resume lacks.\n- **Measure where you stand.** The [skills assessment](/skills-assessment) scores five areas (technical skills, communication, leadership, problem solving, data analysis) and tells you what to practise next.\n- **Practise on something real:** a small project, an open-source fix or a task at work that uses the new skill.\n- **Learn one thing at a time** for a few weeks rather than many at once.\n- **Put it on your resume** once you have used it, with the project where you did: the match score of each job then counts it.",
    },
    interviewPrep: {
      body: "To prepare for an interview:\n- **Study the job post.** For each requirement, prepare one example from your experience that shows it.\n- **Use the STAR shape** for examples: the Situation, your Task, the Action you took and the Result, with a number if you can.\n- **Research the company:** its product, its customers and recent news. Its page on Hirewise shows what it does and its open jobs.\n- **Prepare questions** for them: how success is measured in the role, what the first three months look like, how the team works.\n- **Practise aloud,** ideally with someone, and keep answers to about two minutes.\n- **Check the practical side:** the time, the place or video link, and the names of the people you will meet.\n- **Follow up** within a day with a short thank-you that recalls one thing you discussed.\nAsk me “how do I stand for this job” on a job's page to see which of its skills your resume covers.",
    },
    hiringTips: {
      body: "To hire well:\n- **Write a clear job post:** a specific title, what the person will do in the first months, five to seven real requirements (not a wish list), the salary range and the work type. Clear posts get better applicants.\n- **Screen on the skills that matter.** On your dashboard, applicants are ranked by their match to the job, with the skills they have and lack.\n- **Look beyond applicants:** the [candidate directory](/seekers) lists job seekers who chose to be found, ranked by match to one of your jobs.\n- **Use a structured interview:** the same questions for every candidate, scored against the requirements, so you compare people fairly.\n- **Move quickly and keep people informed.** Move each applicant through the pipeline (Applied, Reviewing, Interview, Offer, Hired or Rejected): they are told of each change.\n- **Keep notes** on each applicant so the whole team decides from the same facts.",
    },
    marketInsights: {
      body: "The skills asked for most change with each field. Search the jobs you want and read what five or six of them ask for: the skills they share are what the market wants. Job seekers with a resume get their own market insights: the skills in demand their resume lacks, typical salaries in their country and how many of their matching jobs are remote.",
    },
    howTo: {
      search:
        "To search jobs, open [Jobs](/jobs): type words (a title, a skill, a company), choose a country and city, and narrow with the filters (salary, work type such as remote, company size) and the sort (newest, salary, or best match when you are signed in with a resume). The filters stay in the address, so you can share a search. You can also ask me: “find remote React jobs in Dubai”.",
      apply:
        "To apply, open a job and choose **Apply Now**, then pick one of your saved resumes and **Submit Application**. You apply once per job. You need a job seeker account and a resume saved in the [resume builder](/resume-builder). Follow each application's stage on your [dashboard](/dashboard), where you can also withdraw it (a withdrawn application cannot be sent again).",
      resume:
        "Build your resume in the [resume builder](/resume-builder): personal details, summary, experience, education, skills and optional sections, saved as you type, with a live preview in four templates. **Generate with AI** writes the summary from your details, and **Enhance with AI** suggests rewrites of your summary and descriptions, each one you accept or reject. You can keep several resumes and duplicate or delete them. Ask me to “review my resume” for what to add.",
      pdf: "Open your resume in the [resume builder](/resume-builder) and choose **Download PDF**: the PDF uses the template you picked in the preview. You need to be signed in to download. You can also export and import a resume as JSON Resume.",
      match:
        "Each job's page shows your match score from 0 to 100 for your newest resume, with the skills you have, the important skills missing, and how your experience, role and location fit. In [job search](/jobs?sort=match), signed-in job seekers can sort by best match. Ask me “how do I stand for this job” on a job's page for the explanation.",
      applications:
        "Your [dashboard](/dashboard) lists your applications with each one's stage (Applied, Reviewing, Interview, Offer, Hired or Rejected); you get an e-mail when a company moves yours, if that mail is on in Settings. You can withdraw an application from there.",
      alerts:
        "Search on [Jobs](/jobs) with your words and filters, then choose **Create job alert**: new matching jobs are e-mailed to you at most once a day, best match first. You can keep up to 20 alerts and rename, pause, resume or delete them on your [dashboard](/dashboard). Each alert mail has a link to pause that alert.",
      savedJobs:
        "On a job's page or card, use the bookmark (**Save job**) to keep it. Your saved jobs are on your [dashboard](/dashboard). Saving jobs is for job seeker accounts.",
      assessment:
        "The [skills assessment](/skills-assessment) has five questions, one per area (technical skills, communication, leadership, problem solving, data analysis), and gives a score and level for each. Signed in as a job seeker, your results are kept, and your dashboard's Skill Progress shows your scores and what to practise next.",
      messages:
        "[Messages](/messages) is your inbox. Companies start a conversation with a visible candidate or an applicant (**Contact Candidate**); both sides reply, and each new message is also e-mailed. A job seeker can block a company from the conversation, and unblock it later.",
      settings:
        "In [Settings](/settings): **Profile** (your name, place, photo, and whether companies may find your profile), **Security** (password, Download my data, deleting your account) and **Notifications** (a switch per kind of mail: job alerts, the weekly digest, application updates and more). A company also has a **Company** tab for its public profile.",
      account:
        "To create an account, [register as a job seeker](/register) or [register your company](/register-company); we send a mail to confirm your address. Sign in at [Sign In](/login), and use “Forgot password?” there if needed. In [Settings](/settings) > Security you can download your data or delete your account with everything it owns.",
      postJob:
        "Company accounts post jobs at [Post a Job](/post-job): title, type, country and city, work type, salary range, description, requirements and benefits, with a preview. A job is listed for 30 days and can be extended. On your [dashboard](/dashboard)'s Jobs tab you edit, pause, close, reopen or duplicate your jobs.",
      pipeline:
        "On your [dashboard](/dashboard), the **Applicants** tab shows each job's applicants, ranked by match or newest. Move each one through the stages (Applied, Reviewing, Interview, Offer, Hired, Rejected), keep private notes and schedule interviews; the applicant is e-mailed about each change they may see.",
      candidates:
        "The [candidate directory](/seekers) lists job seekers who made their profile visible. Search by name, headline, titles and skills, filter by place, experience, availability and skills, and sort by best match to one of your jobs. Open a card for the profile and resume, then **Contact Candidate** or **Save to Favorites**; **Export Results** downloads the list as CSV. It is for company accounts and administrators.",
      companyProfile:
        "A company edits its public profile in [Settings](/settings) > **Company**: name, logo, website, industry, size, headquarters, description, founded year and social links, with a preview. Its public page lists its open jobs, and each job's page shows “About” the company.",
    },
  },
} as const;
