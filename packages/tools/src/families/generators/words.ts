/**
 * A word list for passphrases and random words: 728 common, concrete English words of 3 to 8
 * letters (a–z only, easy to type and spell, none offensive), written for Perch. Each word adds
 * log2(728) ≈ 9.51 bits to a passphrase.
 */
export const WORDS: readonly string[] = (
  'able acid acorn actor adapt admit adult agent agree ahead aisle alarm album alert alien alley alpha ' +
  'amber ample angle ankle apple april apron arena argue armor arrow aside atlas attic audio august ' +
  'autumn avoid awake award axis bacon badge bagel baker balmy bamboo banana banjo barn basin basket ' +
  'batch beach beacon beard beast begin bench berry bike birch bird biscuit blade blank blaze blend ' +
  'bless blimp blink bliss block bloom blossom blue blush board boat bonus book boost boot border ' +
  'bottle bounce bowl brain brave bread breeze brick bridge brief bright brisk broom brown brush bubble ' +
  'bucket buddy budget buffalo bugle bulb bundle bunny burst butter button cabin cable cactus cadet ' +
  'camel camera camp canal candle candy canoe canvas canyon cape card cargo carol carpet carrot cart ' +
  'castle cedar cello chalk chant charm chart cheek cheer cherry chess chest chief chimney chip choir ' +
  'chord cider cinema circle citrus civic clam clay clever cliff climb clock cloud clover coach coast ' +
  'cobalt cocoa coconut comet comic coral cord corn cosmic cotton couch cousin crane crate crayon cream ' +
  'creek crisp crown crumb crystal cube cupcake curtain curve cushion cycle daisy dance dandy dawn deck ' +
  'deer delta denim desert desk dial diary dice dinner dive dock dolphin dome donut dough dove dragon ' +
  'drama dream drift drum duck dune dusk dwarf eagle early earth easel echo eclipse edge eel elbow ' +
  'elder elm ember emerald empty engine enjoy entry equal error essay even exact exit extra fable ' +
  'fabric falcon fancy farm feast feather fence fern ferry fiber field fiesta fig finch fine fire flag ' +
  'flame flash flint float flock flora flour flute focus foggy folder forest fork fossil fox frame ' +
  'fresh frog frost fruit fudge galaxy gallon game garden garlic gate gecko gem gentle giant ginger ' +
  'giraffe glad glass glide globe glove glow goat gold gondola goose gorilla grace grain grape graph ' +
  'grass gravel great green grid grin grove guide guitar gull habit hammer hamster harbor harp harvest ' +
  'hatch hawk hazel heart hedge helmet herb hero heron hill hippo hobby honey hood hook horizon horse ' +
  'hotel hound house humble hummus icicle icon idea igloo image inch index ink input iris iron island ' +
  'ivory ivy jacket jaguar jam jar jazz jelly jewel jog join joke jolly journal joy judge juice jumbo ' +
  'jungle kayak kettle kiosk kite kitten kiwi knee knight knot koala label ladder lagoon lake lamp ' +
  'lantern laptop large laser latch lava lawn layer leaf lemon lens level lilac lily lime linen lion ' +
  'little lizard llama lobster locket lodge lotus lucky lunar lunch magnet magpie maize mango maple ' +
  'marble march market marsh mask meadow medal melody melon mentor merry metal meteor middle mild mint ' +
  'mirror mitten mocha model monkey moose mosaic moss motor mountain muffin museum music mustard napkin ' +
  'native nature navy nectar needle nest nickel noble noodle north notch novel nugget number nutmeg oak ' +
  'oasis oat ocean octave olive omega onion opal orange orbit orchid organ otter oven owl oyster paddle ' +
  'page palace palm panda paper parade parcel parrot pasta pastel patch path peach peanut pearl pebble ' +
  'pelican pencil pepper piano pickle picnic pigeon pillow pilot pine pink pirate pixel pizza planet ' +
  'plaza plum pocket poem polar pond pony poppy potato pottery prairie prism puffin pulse pumpkin ' +
  'puppet purple puzzle quail quarter quartz queen quest quick quiet quill quilt quiz rabbit radar ' +
  'radio rain raisin ranch raven razor ready recipe reef relay rhythm ribbon rice ridge ring ripple ' +
  'river road robin robot rocket rose round royal ruby rugby ruler saddle safari saga sail salad salmon ' +
  'salt sandal satin saucer scarf school scout season seed shadow shark shell shelter shiny silk silver ' +
  'simple siren skate sketch sky slate sled slope smile smoke snail snow soap socket sofa solar sonic ' +
  'spark sparrow spice spider spoon spring sprout square squid stable stamp star steam stone storm ' +
  'story stream street studio sugar summer sun sunny swan sweater swift table tablet taco tango teapot ' +
  'temple tennis tent thimble thunder ticket tiger timber toast tomato topaz torch tower trail train ' +
  'tree trophy tulip tuna tunnel turtle tusk twig ultra umbrella uncle unicorn union unit upper urban ' +
  'usher valley vanilla vapor velvet venus verse vessel violet violin visor vital vivid voice volcano ' +
  'voyage waffle wagon walnut walrus wander water wave whale wheat wheel whisper willow window winter ' +
  'wizard wolf wonder wood wool world yacht yak yard yarn yellow yodel yogurt young zebra zenith zero ' +
  'zest zigzag zinc zipper zone '
)
  .trim()
  .split(' ');
