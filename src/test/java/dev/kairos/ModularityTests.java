package dev.kairos;

import org.junit.jupiter.api.Test;

import org.springframework.modulith.core.ApplicationModules;
import org.springframework.modulith.docs.Documenter;

/**
 * Feature packages depend only on the public API of the features they declare, without
 * cycles.
 */
class ModularityTests {

	private final ApplicationModules modules = ApplicationModules.of(KairosApplication.class);

	@Test
	void modulesRespectTheirDeclaredDependencies() {
		this.modules.verify();
	}

	@Test
	void writesModuleDocumentation() {
		new Documenter(this.modules).writeModulesAsPlantUml().writeIndividualModulesAsPlantUml();
	}

}
