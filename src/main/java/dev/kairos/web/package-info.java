/**
 * HTTP plumbing shared by every controller: RFC 9457 problem details for every failure, a
 * request id on every response and log line, the request body limit and the OpenAPI
 * description. No feature depends on this package; it knows only Spring's and the shared
 * kernel's types.
 */
@ApplicationModule(allowedDependencies = "shared")
@NullMarked
package dev.kairos.web;

import org.jspecify.annotations.NullMarked;
import org.springframework.modulith.ApplicationModule;
