command: fio --name=randread --rw=randread --bs=4k --ioengine=libaio --iodepth=16 --direct=1 --numjobs=2 --directory=/work/scratch-gate/fio --size=256M --runtime=8 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-gate)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-06T02:19:35Z
finished_utc: 2026-12-06T02:19:45Z
elapsed_s: 10.2
load_before:  02:19:35 up 15:12,  0 user,  load average: 3.81, 2.00, 1.90
busiest_before: rustc(80.2%) rustc(40.3%) rustc(34.0%) process_api(0.6%) 
caches_dropped: no
exit_code: 0
stdout: fio_randread_4k_nj2.json
