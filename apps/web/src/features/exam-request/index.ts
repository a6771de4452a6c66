/** The exam request screen (/exams/request); other features reuse nothing of it yet. */
export { ExamRequestPage } from './routes/exam-request-page.tsx';
