/** All resolvers, one module per GraphQL type. */
import { Ask } from './ask.ts';
import { Mutation } from './mutation.ts';
import { BaselineUse, Benchmark, BenchmarkCount, Method, MethodCount, Model } from './method.ts';
import { Paper } from './paper.ts';
import { Query } from './query.ts';
import { relatedWorkResolvers } from './related-work.ts';

export const resolvers = [{ Query: { ...Query, ...Ask }, Mutation, Paper, Method, Model, Benchmark, BaselineUse, BenchmarkCount, MethodCount }, relatedWorkResolvers];
