import type { Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { fairAdmission } from "./fair-admission";

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
const req = {} as Request;
const res = {} as Response;

describe("fairAdmission", () => {
  it("lets requests continue in arrival order, one per event-loop turn", async () => {
    const admit = fairAdmission();
    const admitted: number[] = [];
    for (const n of [1, 2, 3]) admit(req, res, () => admitted.push(n));
    // Nothing continues in the turn it arrived in.
    expect(admitted).toEqual([]);
    await turn();
    expect(admitted).toEqual([1]);
    await turn();
    expect(admitted).toEqual([1, 2]);
    // A request arriving now queues behind the one still waiting.
    admit(req, res, () => admitted.push(4));
    await turn();
    expect(admitted).toEqual([1, 2, 3]);
    await turn();
    expect(admitted).toEqual([1, 2, 3, 4]);
  });

  it("admits a request on an idle node in the next turn, and keeps doing so after the queue empties", async () => {
    const admit = fairAdmission();
    const admitted: string[] = [];
    admit(req, res, () => admitted.push("first"));
    await turn();
    await turn();
    admit(req, res, () => admitted.push("later"));
    await turn();
    expect(admitted).toEqual(["first", "later"]);
  });
});
