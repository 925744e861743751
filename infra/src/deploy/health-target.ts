/**
 * What an image's HEALTHCHECK asks, from the area registry: the variable that sets the part's port, its
 * default, and the path that answers 2xx only when the part can serve (services: /readyz, after their
 * migrations and connections; remotes: their manifest; the shell and the gateway: the home page).
 * The Dockerfiles write it beside healthcheck.mjs at build time, so the check follows the port that
 * compose or a user sets without the Dockerfile repeating any port.
 */
import { areas, gatewayPart, portVar, staticApps } from '@inkspell/contracts/areas';

export interface HealthTarget {
  portVar: string;
  port: number;
  path: string;
}

/** The health target of a deployable part by name (accounts, mf-ink, shell, gateway, ...); throws for an unknown name. */
export function healthTarget(name: string): HealthTarget {
  if (name === gatewayPart.name) return { portVar: portVar(name), port: gatewayPart.port, path: '/' };
  const service = areas.find((area) => area.service.name === name)?.service;
  if (service) return { portVar: portVar(name), port: service.port, path: '/readyz' };
  const app = staticApps(areas).find((candidate) => candidate.name === name);
  if (app) return { portVar: portVar(name), port: app.port, path: app.isShell ? '/' : '/mf-manifest.json' };
  throw new Error(`No deployable part is named ${name}`);
}
