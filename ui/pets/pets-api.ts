/**
 * The pets calls (spec part 1 section 7 "Pets"; responses read from `data`, lists default to
 * empty) and the pet game's. Types come from the server's zod contracts.
 */
import type { SubmittedAnswer } from '../math/QuestionOverlay';
import type { CreateStudentPetBody, Pet, PetGameAnswerResponse, PetGameResponse, StudentPetResponse, StudentPetsResponse, UpdateStudentPetBody } from '../../worker/pets/pets.contracts';
import { request } from '../lib/api';

const base = (studentId: number) => `/api/v1/students/${studentId}/student_pets`;

/** Pet calls, one function each. */
export const petsApi = {
  pets: async () => (await request<{ data?: Pet[] }>('GET', '/api/v1/pets')).data ?? [],
  studentPets: async (studentId: number) => {
    const res = await request<Partial<StudentPetsResponse>>('GET', base(studentId));
    return { data: res.data ?? [], eggs: res.eggs ?? { earned: 0, hatched: 0, available: 0 }, incentives: res.incentives ?? { gems: 0 } };
  },
  hatch: async (studentId: number, body: CreateStudentPetBody) => (await request<StudentPetResponse>('POST', base(studentId), body)).data,
  update: async (studentId: number, studentPetId: number, body: UpdateStudentPetBody) => (await request<StudentPetResponse>('PUT', `${base(studentId)}/${studentPetId}`, body)).data,
  unlockNextLevel: async (studentId: number, studentPetId: number) => (await request<StudentPetResponse>('PUT', `${base(studentId)}/${studentPetId}/unlock_next_level`)).data,
  petGame: async (studentId: number, studentPetId: number) => (await request<PetGameResponse>('GET', `${base(studentId)}/${studentPetId}/pet_game`)).data,
  answer: async (studentId: number, studentPetId: number, questionId: number, answer: SubmittedAnswer) =>
    (await request<PetGameAnswerResponse>('POST', `${base(studentId)}/${studentPetId}/pet_game/questions/${questionId}/student_answers`, { answer })).data,
};
