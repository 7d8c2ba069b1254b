package dev.kairos;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.springframework.modulith.core.ApplicationModule;
import org.springframework.modulith.core.ApplicationModules;
import org.springframework.modulith.docs.Documenter;

import static org.assertj.core.api.Assertions.assertThat;

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
	void writesModuleDocumentation(@TempDir Path folder) throws IOException {
		new Documenter(this.modules, Documenter.Options.defaults().withOutputFolder(folder.toString()))
			.writeModulesAsPlantUml()
			.writeIndividualModulesAsPlantUml();

		String overview = Files.readString(folder.resolve("components.puml"));
		try (Stream<ApplicationModule> all = this.modules.stream()) {
			all.forEach((module) -> {
				assertThat(overview).as(module.getIdentifier().toString()).contains(module.getDisplayName());
				assertThat(folder.resolve("module-" + module.getIdentifier() + ".puml")).isNotEmptyFile();
			});
		}
		// The diagram shows dependencies, not boxes alone: events uses security's users.
		assertThat(Files.readString(folder.resolve("module-events.puml"))).contains("Security");
	}

}
