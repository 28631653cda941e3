command: fio --name=randread --rw=randread --bs=4k --ioengine=libaio --iodepth=16 --direct=1 --numjobs=1 --directory=/work/scratch-gate/fio --size=256M --runtime=8 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-gate)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-06T02:29:54Z
finished_utc: 2026-12-06T02:30:04Z
elapsed_s: 9.6
load_before:  02:29:54 up 15:23,  0 user,  load average: 4.97, 4.91, 3.61
busiest_before: rustc(67.8%) rustc(39.4%) rustc(31.8%) calibrate_real(23.5%) 
caches_dropped: no
exit_code: 0
stdout: fio_randread_4k_nj1.json
