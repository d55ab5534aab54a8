import { z } from '@hono/zod-openapi';
import { parentSchema } from '../auth/auth.contracts';
import { studentSchema } from '../students/students.contracts';
import { studentFields } from './student-form';
import { selfOrIdParam } from '../lib/fields';

/** API body of POST /api/v1/parents/{id}/students (spec part 1 section 7). */
export const createStudentBody = z
  .object({
    first_name: studentFields.first_name,
    last_name: studentFields.last_name,
    username: studentFields.username,
    grade: studentFields.grade,
    new_password: studentFields.student_password,
    parent_password: studentFields.account_password,
  })
  .openapi('CreateStudentBody');

export const parentIdParams = z.object({
  id: selfOrIdParam('Parent id must be a number or -').openapi({ param: { name: 'id', in: 'path' }, example: '-' }),
});

export const studentsListSchema = z.object({ students: z.array(studentSchema) }).openapi('StudentList');
export const parentWithStudentsSchema = parentSchema.extend({ students: z.array(studentSchema) }).openapi('ParentWithStudents');

export type ParentWithStudents = z.infer<typeof parentWithStudentsSchema>;
