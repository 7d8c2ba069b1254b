/**
 * Shared kernel: the few types every feature speaks (a rejected request and its field
 * errors, and how the API reads date-times). It depends on nothing of ours.
 */
@ApplicationModule(type = ApplicationModule.Type.OPEN)
@NullMarked
package dev.kairos.shared;

import org.jspecify.annotations.NullMarked;
import org.springframework.modulith.ApplicationModule;
