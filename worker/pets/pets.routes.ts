/**
 * Pets routes (spec part 1 section 7 "Pets": GET pets; GET student_pets; POST student_pets
 * (first_pet, pet_id); PUT student_pets/{id}; PUT unlock next level) plus the pet game. Responses
 * carry a `data` field. A student acts on itself, a parent on its own students.
 */
import { defineRoute } from '../lib/route';
import { createRouter, errorResponse, jsonBody, jsonResponse } from '../lib/router';
import { studentIdParams } from '../students/students.contracts';
import { answerPetGame, getPetGame } from './pet-game.service';
import {
  createStudentPetBody,
  petGameAnswerBody,
  petGameAnswerParams,
  petGameAnswerResponseSchema,
  petGameResponseSchema,
  petsResponseSchema,
  studentPetParams,
  studentPetResponseSchema,
  studentPetsResponseSchema,
  updateStudentPetBody,
} from './pets.contracts';
import { createStudentPet, listPets, listStudentPets, unlockNextLevel, updateStudentPet } from './pets.service';

const auth = { 401: errorResponse('Not logged in'), 403: errorResponse('Not allowed') };
const studentErrors = { ...auth, 404: errorResponse('No such student, or the pet is not theirs'), 422: errorResponse('Invalid input, one message per field') };

const petsRoute = defineRoute({
  access: 'user',
  method: 'get',
  path: '/api/v1/pets',
  tags: ['pets'],
  summary: 'The pet catalogue: 12 pets, each with art for growth levels 1-3, colours and growth prices',
  responses: { 200: jsonResponse(petsResponseSchema, 'Pets'), ...auth },
});

const listRoute = defineRoute({
  access: 'student',
  method: 'get',
  path: '/api/v1/students/{id}/student_pets',
  tags: ['pets'],
  summary: "The student's pets (empty list when none), eggs waiting to hatch and gems",
  request: { params: studentIdParams },
  responses: { 200: jsonResponse(studentPetsResponseSchema, 'Student pets'), ...studentErrors },
});

const createPetRoute = defineRoute({
  access: 'student',
  method: 'post',
  path: '/api/v1/students/{id}/student_pets',
  tags: ['pets'],
  summary: 'Hatch an egg into a pet (needs an egg: levels 3, 6, then every 5th). The first one hatched is the first_pet.',
  request: { params: studentIdParams, body: jsonBody(createStudentPetBody, { pet_id: 1 }) },
  responses: { 201: jsonResponse(studentPetResponseSchema, 'Hatched'), 409: errorResponse('No egg waiting, pet already owned, or first pet already hatched'), ...studentErrors },
});

const updatePetRoute = defineRoute({
  access: 'student',
  method: 'put',
  path: '/api/v1/students/{id}/student_pets/{pet}',
  tags: ['pets'],
  summary: "Change a pet's name and looks (pet customizer)",
  request: { params: studentPetParams, body: jsonBody(updateStudentPetBody, { name: 'Sparky' }) },
  responses: { 200: jsonResponse(studentPetResponseSchema, 'Updated'), ...studentErrors },
});

const unlockRoute = defineRoute({
  access: 'student',
  method: 'put',
  path: '/api/v1/students/{id}/student_pets/{pet}/unlock_next_level',
  tags: ['pets'],
  summary: 'Grow a pet to its next level, paying gems (level 2: 30, level 3: 60); returns student_pet and incentives',
  request: { params: studentPetParams },
  responses: { 200: jsonResponse(studentPetResponseSchema, 'Grown'), 409: errorResponse('The pet is grown up'), ...studentErrors, 422: errorResponse('Not enough gems (nothing changed)') },
});

const petGameRoute = defineRoute({
  access: 'student',
  method: 'get',
  path: '/api/v1/students/{id}/student_pets/{pet}/pet_game',
  tags: ['pets'],
  summary: 'The pet game: a practice question that feeds the pet (none when the pet is full for today)',
  request: { params: studentPetParams },
  responses: { 200: jsonResponse(petGameResponseSchema, 'Pet game'), ...studentErrors },
});

const petGameAnswerRoute = defineRoute({
  access: 'student',
  method: 'post',
  path: '/api/v1/students/{id}/student_pets/{pet}/pet_game/questions/{q}/student_answers',
  tags: ['pets'],
  summary: 'Answer the pet game question: correct feeds the pet a treat and earns a gem (up to 10 a day per pet)',
  request: { params: petGameAnswerParams, body: jsonBody(petGameAnswerBody, { answer: { dont_know: true } }) },
  responses: {
    200: jsonResponse(petGameAnswerResponseSchema, 'Verdict, the fed pet, gems and the next question'),
    409: errorResponse('That question is not pending, or the pet is full for today'),
    ...studentErrors,
    422: errorResponse('Incomplete or malformed answer'),
  },
});

/** The pets feature's routes. */
export const petsRoutes = createRouter()
  .openapi(petsRoute, async (c) => c.json({ data: await listPets(c.env.deps.db) }, 200))
  .openapi(listRoute, async (c) => {
    const student = c.var.student;
    return c.json(await listStudentPets(c.env.deps, student), 200);
  })
  .openapi(createPetRoute, async (c) => {
    const student = c.var.student;
    return c.json({ data: await createStudentPet(c.env.deps, student, c.req.valid('json')) }, 201);
  })
  .openapi(updatePetRoute, async (c) => {
    const params = c.req.valid('param');
    const student = c.var.student;
    return c.json({ data: await updateStudentPet(c.env.deps, student, params.pet, c.req.valid('json')) }, 200);
  })
  .openapi(unlockRoute, async (c) => {
    const params = c.req.valid('param');
    const student = c.var.student;
    return c.json({ data: await unlockNextLevel(c.env.deps, student, params.pet) }, 200);
  })
  .openapi(petGameRoute, async (c) => {
    const params = c.req.valid('param');
    const student = c.var.student;
    return c.json({ data: await getPetGame(c.env.deps, student, params.pet) }, 200);
  })
  .openapi(petGameAnswerRoute, async (c) => {
    const params = c.req.valid('param');
    const student = c.var.student;
    return c.json({ data: await answerPetGame(c.env.deps, student, params.pet, params.q, c.req.valid('json')) }, 200);
  });
